import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchUser } from './seed-users.ts';

export type BenchServer = {
  url: string;
  bareUrl: string;
  users: BenchUser[];
  child: ChildProcess;
  serverFlags: string[];
  stop: () => Promise<void>;
};

/** Starts bench/server-entry.ts in its own Node process: on PostgreSQL when `databaseUrl` is set, else on PGlite in a temp dir. */
export async function startBenchServer(opts: {
  databaseUrl?: string;
  seedUsers?: number;
  poolMax?: number;
  extraEnv?: Record<string, string>;
}): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const seedOut = join(dir, 'users.json');
  // node --import tsx, not the tsx CLI: the CLI's child has an IPC channel, and the entry's re-exec
  // with the server's Node flags (server/lib/node-flags.ts) does not run under one.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server-entry.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: opts.databaseUrl ?? '',
      DB_POOL_MAX: opts.poolMax ? String(opts.poolMax) : (process.env.DB_POOL_MAX ?? ''),
      DISABLE_JOBS: '1',
      // Production refuses the default mailto:…@localhost subject (server/env.ts).
      VAPID_SUBJECT: 'mailto:bench@bench.example',
      ADMIN_EMAIL: 'admin@bench.example',
      ADMIN_PASSWORD: 'bench-admin-password',
      PORT: '0',
      BENCH_SEED_USERS: String(opts.seedUsers ?? 0),
      BENCH_SEED_OUT: seedOut,
      ...opts.extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server logs a line per request: only the last 64 KB are kept (for an error), and the ready
  // line is looked for only until it came. Keeping the whole log and scanning it on every chunk cost
  // the load generator CPU that grew with each request, taken from the 2 cores the server shares.
  let log = '';
  let started = false;
  const keep = (d: Buffer) => {
    log = (log + d.toString()).slice(-65_536);
  };
  const ready = await new Promise<{ port: number; barePort: number; serverFlags: string[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bench server did not start:\n${log}`)), 300_000);
    child.stdout?.on('data', (d: Buffer) => {
      keep(d);
      const m = started ? null : /BENCH_READY (\{.*\})/.exec(log);
      if (m?.[1]) {
        started = true;
        clearTimeout(timer);
        resolve(JSON.parse(m[1]) as { port: number; barePort: number; serverFlags: string[] });
      }
    });
    child.stderr?.on('data', keep);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench server exited (${code}):\n${log}`));
    });
  });
  process.stdout.write(
    `  bench server on ${opts.databaseUrl ? 'PostgreSQL' : 'PGlite'}: the server's Node flags ${ready.serverFlags.join(' ') || 'none'}${process.env.BENCH_SERVER_FLAGS === '0' ? ' (BENCH_SERVER_FLAGS=0)' : ''}\n`,
  );
  const users = opts.seedUsers ? (JSON.parse(readFileSync(seedOut, 'utf8')) as BenchUser[]) : [];
  return {
    url: `http://127.0.0.1:${ready.port}`,
    bareUrl: `http://127.0.0.1:${ready.barePort}`,
    users,
    child,
    serverFlags: ready.serverFlags,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
