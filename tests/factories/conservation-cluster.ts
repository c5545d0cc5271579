import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, serverEnv } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';

export const CLUSTER_SECRET = 'conservation-secret-conservation-secret-0123456789';

/** One of the conservation run's API servers on the shared PostgreSQL database (tests/setup/server-process.ts). */
export function clusterServer(databaseUrl: string, name: string): ServerProcess {
  return new ServerProcess({ name, databaseUrl, jwtSecret: CLUSTER_SECRET, env: { DB_POOL_MAX: '12' } });
}

/** `distribute-profits --until` through the CLI, against the same database (NODE_ENV=test allows a future time). */
export async function runProfitEngine(
  databaseUrl: string,
  until: Date,
): Promise<{ code: number | null; output: string }> {
  const env = serverEnv({
    dataDir: mkdtempSync(join(tmpdir(), 'conservation-cli-')),
    databaseUrl,
    jwtSecret: CLUSTER_SECRET,
    env: { DB_POOL_MAX: '12' },
  });
  const run = await runCli(['distribute-profits', '--until', until.toISOString()], env);
  return {
    code: run.code,
    output: run.output
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('distribute-profits') || !l.startsWith('{'))
      .join(' | '),
  };
}
