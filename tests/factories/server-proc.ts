import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from '../setup/test-app.ts';

export const PROC_SECRET = 'ops-fault-secret-ops-fault-secret-0123456789abcdef';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** Runs one of the project's TypeScript entry points as its own OS process (node --import tsx: SIGKILL kills exactly it). */
export function runTs(script: string, args: string[], env: NodeJS.ProcessEnv, umask?: string): ChildProcess {
  const node = [process.execPath, '--import', 'tsx', script, ...args];
  // With a umask, a shell sets it and then becomes node (exec), so signals still reach exactly node.
  if (umask) return spawn('/bin/sh', ['-c', `umask ${umask} && exec "$@"`, 'sh', ...node], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  return spawn(node[0] as string, node.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Waits for a command to end; resolves with its exit and everything it printed. */
export function finished(proc: ChildProcess): Promise<Exit & { output: string }> {
  let output = '';
  proc.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal, output })));
}

/** A CLI command (`server/cli.ts <args>`) with the given data folder; resolves when it exits. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<Exit & { output: string }> {
  return finished(runTs('server/cli.ts', args, env));
}

/** Environment of a server on its own embedded data folder (or `DATABASE_URL` when given), no client, no jobs. */
export function procEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    // The harness signs admins in with a password only; the server suite and tests/e2e/admin-first-sign-in.test.ts run with two-factor required.
    ADMIN_TWO_FACTOR: 'optional',
    DISABLE_JOBS: '1',
    JWT_SECRET: PROC_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PORT: '0',
    DIST_DIR: join(dataDir, 'no-client'),
    ...extra,
  };
}

/** The API server as a child process; start() resolves with its URL once it listens. */
export class ServerProc {
  url = '';
  log = '';
  exit: Promise<Exit> = Promise.resolve({ code: null, signal: null });
  private proc: ChildProcess | undefined;
  readonly dataDir: string;
  /** The umask the server starts with (e.g. '000'); the test runner's own when unset. */
  umask: string | undefined;

  constructor(
    readonly env: (dataDir: string) => NodeJS.ProcessEnv = (d) => procEnv(d),
    dataDir?: string,
  ) {
    this.dataDir = dataDir ?? mkdtempSync(join(tmpdir(), 'ops-data-'));
  }

  get pid(): number | undefined {
    return this.proc?.pid;
  }

  get running(): boolean {
    return !!this.proc && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  async start(timeoutMs = 90_000): Promise<string> {
    this.log = '';
    const proc = runTs('server/index.ts', [], this.env(this.dataDir), this.umask);
    this.proc = proc;
    proc.stderr?.on('data', (c: Buffer) => (this.log += c.toString()));
    this.exit = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
    this.url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${this.log}`)), timeoutMs);
      proc.stdout?.on('data', (c: Buffer) => {
        this.log += c.toString();
        const match = /"msg":"server listening","url":"http:\/\/localhost:(\d+)"/.exec(this.log);
        if (match) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${match[1]}`);
        }
      });
      void this.exit.then((e) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${e.code ?? e.signal}) before listening:\n${this.log}`));
      });
    });
    return this.url;
  }

  /** SIGKILL: nothing runs after it, as in a power cut of the process. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.proc?.kill('SIGKILL');
    await this.exit;
  }

  /** Sends a signal and waits (at most `limitMs`) for the exit; SIGKILL after that. */
  async signal(signal: NodeJS.Signals, limitMs = 30_000): Promise<Exit & { ms: number }> {
    const started = Date.now();
    if (!this.running) return { ...(await this.exit), ms: 0 };
    this.proc?.kill(signal);
    const timer = setTimeout(() => this.proc?.kill('SIGKILL'), limitMs);
    const exit = await this.exit;
    clearTimeout(timer);
    return { ...exit, ms: Date.now() - started };
  }
}
