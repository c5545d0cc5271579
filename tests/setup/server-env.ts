import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ADMIN } from './admin-account.ts';

/** The JWT secret of server processes the tests start (unless a test names its own). */
export const TEST_SECRET = 'ops-fault-secret-ops-fault-secret-0123456789abcdef';

export type ServerEnvOptions = {
  dataDir: string;
  /** 0 (the default): the kernel picks, the launcher reads it from the "server listening" line. */
  port?: number;
  /** A PostgreSQL URL; embedded PGlite in DATA_DIR when unset. */
  databaseUrl?: string;
  /** `false`: no JWT_SECRET, the server keeps its own in DATA_DIR (as an operator's first start does). */
  jwtSecret?: string | false;
  /** The harness signs admins in with a password only; tests/e2e/admin-first-sign-in.test.ts and production runs need 'required'. */
  adminTwoFactor?: 'optional' | 'required';
  /** Background jobs (outbox, push, profits...); off unless a test is about them. */
  jobs?: boolean;
  /** 'none' (the default): API only; 'built': the checkout's dist/; or a dist folder of its own. */
  client?: 'none' | 'built' | { distDir: string };
  appUrl?: string;
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
  /** Anything else (DB_POOL_MAX, SMTP_URL, S3...), applied last. */
  env?: Record<string, string>;
};

/** The one environment of a server (or CLI) process started by a test. */
export function serverEnv(o: ServerEnvOptions): NodeJS.ProcessEnv {
  const dist =
    o.client === undefined || o.client === 'none'
      ? join(o.dataDir, 'no-client')
      : o.client === 'built'
        ? undefined
        : o.client.distDir;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: o.dataDir,
    PORT: String(o.port ?? 0),
    DATABASE_URL: o.databaseUrl ?? '',
    ...(o.jwtSecret === false ? {} : { JWT_SECRET: o.jwtSecret ?? TEST_SECRET }),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TWO_FACTOR: o.adminTwoFactor ?? 'optional',
    DISABLE_JOBS: o.jobs ? '0' : '1',
    ...(dist ? { DIST_DIR: dist } : {}),
    ...(o.appUrl ? { APP_URL: o.appUrl } : {}),
    ...(o.logLevel ? { LOG_LEVEL: o.logLevel } : {}),
    ...o.env,
  };
  if (o.jwtSecret === false) delete env.JWT_SECRET;
  return env;
}

/**
 * 'tsx': node --import tsx (the default; SIGKILL kills exactly the server). 'node': the pinned
 * Node 24 of node_modules/.bin/node with its own type stripping, as production and `npm start` run it.
 */
export type Runtime = 'tsx' | 'node';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** Runs one of the project's TypeScript entry points (server/index.ts, server/cli.ts) as its own OS process. */
export function runTs(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  opts: { runtime?: Runtime; umask?: string } = {},
): ChildProcess {
  const node =
    opts.runtime === 'node'
      ? [resolve('node_modules/.bin/node'), script, ...args]
      : [process.execPath, '--import', 'tsx', script, ...args];
  // With a umask, a shell sets it and then becomes node (exec), so signals still reach exactly node.
  if (opts.umask)
    return spawn('/bin/sh', ['-c', `umask ${opts.umask} && exec "$@"`, 'sh', ...node], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  return spawn(node[0] as string, node.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** What a finished command printed: both streams in order (`output`), and each apart. */
export type Finished = Exit & { output: string; stdout: string; stderr: string };

/** Waits for a command to end; resolves with its exit and everything it printed. */
export function finished(proc: ChildProcess): Promise<Finished> {
  let output = '';
  let stdout = '';
  let stderr = '';
  proc.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
    stdout += c.toString();
  });
  proc.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
    stderr += c.toString();
  });
  // 'close', not 'exit': the streams have been read to their end.
  return new Promise((done) => proc.once('close', (code, signal) => done({ code, signal, output, stdout, stderr })));
}

/** A CLI command (`server/cli.ts <args>`); resolves when it exits. Asynchronous: the test worker keeps running meanwhile. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<Finished> {
  return finished(runTs('server/cli.ts', args, env));
}

/** A server start that is expected to refuse (a folder in use...): resolves when it exits, with what it printed. */
export function runServerOnce(env: NodeJS.ProcessEnv): Promise<Finished> {
  return finished(runTs('server/index.ts', [], env));
}
