import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTs, serverEnv, type Exit, type Runtime, type ServerEnvOptions } from './server-env.ts';

export type ServerProcessOptions = Omit<ServerEnvOptions, 'dataDir'> & {
  /** A fresh temporary folder when unset; kept across restarts. */
  dataDir?: string;
  name?: string;
  runtime?: Runtime;
  /** Polled until it answers 200 before start() resolves ('/api/health/ready' for a replica behind a proxy). */
  health?: string;
  startTimeoutMs?: number;
};

const LISTENING = /"msg":"server listening","url":"http:\/\/localhost:(\d+)"/;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The one launcher of the API server as an OS process (tests and their factories): one environment
 * (tests/setup/server-env.ts), ready once the health path answers, the log captured, stop by
 * SIGTERM (SIGKILL after a limit), kill -9, and start again on the same data folder.
 */
export class ServerProcess {
  url = '';
  /** Everything the process printed since its last start. */
  log = '';
  /** Error log lines (one JSON object each) of every start, for figures and reports. */
  readonly errorLines: string[] = [];
  exit: Promise<Exit> = Promise.resolve({ code: null, signal: null });
  readonly dataDir: string;
  readonly name: string;
  /** The umask the server starts with (e.g. '000'); the test runner's own when unset. */
  umask: string | undefined;
  private proc: ChildProcess | undefined;
  private stopping = false;

  constructor(readonly options: ServerProcessOptions = {}) {
    this.dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'server-data-'));
    this.name = options.name ?? 'server';
  }

  /** The environment this server starts with; CLI commands on the same folder use it too. */
  get env(): NodeJS.ProcessEnv {
    return serverEnv({ ...this.options, dataDir: this.dataDir });
  }

  get pid(): number | undefined {
    return this.proc?.pid;
  }

  get port(): number {
    return Number(new URL(this.url || 'http://127.0.0.1:0').port);
  }

  get running(): boolean {
    return !!this.proc && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  /** Started, not told to stop and not exited: requests may be sent. */
  get up(): boolean {
    return this.url !== '' && this.running && !this.stopping;
  }

  /** Starts the process and resolves with its URL once `health` answers 200 (deadline `startTimeoutMs`, 180 s by default: a loaded machine is slow). */
  async start(): Promise<string> {
    this.log = '';
    this.url = '';
    this.stopping = false;
    const proc = runTs('server/index.ts', [], this.env, { runtime: this.options.runtime, umask: this.umask });
    this.proc = proc;
    proc.stdout?.on('data', (c: Buffer) => (this.log += c.toString()));
    proc.stderr?.on('data', (c: Buffer) => {
      this.log += c.toString();
      for (const line of c.toString().split('\n'))
        if (line.includes('"level":"error"')) this.errorLines.push(line.slice(0, 4000));
    });
    this.exit = new Promise((done) => proc.once('exit', (code, signal) => done({ code, signal })));
    const timeoutMs = this.options.startTimeoutMs ?? 180_000;
    const deadline = Date.now() + timeoutMs;
    const health = this.options.health ?? '/api/health/live';
    for (;;) {
      if (!this.running)
        throw new Error(`${this.name} exited (${proc.exitCode ?? proc.signalCode}) before it was ready:\n${this.log}`);
      if (Date.now() > deadline) throw new Error(`${this.name} was not ready in ${timeoutMs} ms:\n${this.log}`);
      const port = this.options.port || LISTENING.exec(this.log)?.[1];
      if (port && (await answers(`http://127.0.0.1:${port}${health}`))) {
        this.url = `http://127.0.0.1:${port}`;
        return this.url;
      }
      await Promise.race([pause(150), this.exit]);
    }
  }

  /** SIGKILL: nothing runs after it, as in a power cut of the process. */
  async kill(): Promise<void> {
    this.stopping = true;
    if (!this.running) return;
    this.proc?.kill('SIGKILL');
    await this.exit;
  }

  /** Sends a signal and waits (at most `limitMs`) for the exit; SIGKILL after that. */
  async signal(signal: NodeJS.Signals, limitMs = 30_000): Promise<Exit & { ms: number }> {
    this.stopping = true;
    const started = Date.now();
    if (!this.running) return { ...(await this.exit), ms: 0 };
    this.proc?.kill(signal);
    const timer = setTimeout(() => this.proc?.kill('SIGKILL'), limitMs);
    const exit = await this.exit;
    clearTimeout(timer);
    return { ...exit, ms: Date.now() - started };
  }

  /** A graceful stop: SIGTERM, SIGKILL if still running after `limitMs`. */
  async stop(limitMs = 30_000): Promise<void> {
    await this.signal('SIGTERM', limitMs);
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    return false;
  }
}
