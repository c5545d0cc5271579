import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { seedPlatform } from '../../server/db/seed-platform.ts';
import { loadEnv } from '../../server/env.ts';
import type { Deps } from '../../server/lib/context.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { createMailer } from '../../server/lib/mailer.ts';
import { createMoneyEvents } from '../../server/lib/money-events.ts';
import { createDiskStorage } from '../../server/lib/uploads.ts';
import { wireModules } from '../../server/modules/wiring.ts';

/** The server's dependencies, wired as at start-up, in this process (for benchmarks that call services directly). */
export async function benchDeps(
  databaseUrl: string | undefined,
  poolMax = 10,
): Promise<{ deps: Deps; database: Database }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-deps-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    DISABLE_JOBS: '1',
    ONCHAIN_RPC_ALLOW_PRIVATE: '1',
  });
  const database = await openDatabase({ databaseUrl, dataDir: dir, poolMax });
  await database.migrate();
  const log = createLogger(true);
  const deps: Deps = {
    env,
    db: database.db,
    log,
    mailer: createMailer({ smtpUrl: undefined, from: env.mailFrom, log }),
    now: () => new Date(),
    storage: createDiskStorage(dir),
    events: createMoneyEvents(),
  };
  wireModules(deps);
  await seedPlatform(deps);
  return { deps, database };
}
