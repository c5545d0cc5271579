import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase } from '../setup/databases.ts';
import { ADMIN } from '../setup/test-app.ts';

export const CLUSTER_SECRET = 'conservation-secret-conservation-secret-0123456789';

/** A brand-new database next to the one DATABASE_URL names, so the run never meets the server tests' data (tests/setup/databases.ts). */
export const freshDatabase = createDatabase;
export { dropDatabase };

function serverEnv(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // The harness signs admins in with a password only; the server suite and tests/e2e/admin-first-sign-in.test.ts run with two-factor required.
    ADMIN_TWO_FACTOR: 'optional',
    DISABLE_JOBS: '1',
    JWT_SECRET: CLUSTER_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DB_POOL_MAX: '12',
    PORT: '0',
    DIST_DIR: join(dataDir, 'no-client'),
  };
}

/** One API server as its own OS process (node --import tsx), so SIGKILL kills exactly it. */
export class ServerProcess {
  url = '';
  /** The server's error log lines (one JSON object each), for the figures. */
  readonly errorLines: string[] = [];
  private proc: ChildProcess | undefined;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'conservation-node-'));
  constructor(private readonly databaseUrl: string, readonly name: string) {}

  get up(): boolean {
    return this.url !== '';
  }

  async start(): Promise<void> {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env: serverEnv(this.databaseUrl, this.dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
    this.proc = proc;
    let errors = '';
    proc.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
      for (const line of chunk.toString().split('\n')) if (line.includes('"level":"error"')) this.errorLines.push(line.slice(0, 4000));
    });
    this.url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not start in 60 s: ${errors}`)), 60_000);
      let buffered = '';
      proc.stdout?.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const match = /"msg":"server listening","url":"http:\/\/localhost:(\d+)"/.exec(buffered);
        if (match) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${match[1]}`);
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited with ${code}: ${errors}`));
      });
    });
  }

  /** SIGKILL: no graceful shutdown, in-flight requests die with the process. */
  kill(): void {
    this.url = '';
    this.proc?.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    const proc = this.proc;
    this.url = '';
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((done) => proc.once('exit', () => done()));
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/** `distribute-profits --until` through the CLI, against the same database (NODE_ENV=test allows a future time). */
export function runProfitEngine(databaseUrl: string, until: Date): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'distribute-profits', '--until', until.toISOString()], {
      env: serverEnv(databaseUrl, mkdtempSync(join(tmpdir(), 'conservation-cli-'))),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    proc.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    proc.once('exit', (code) => resolve({ code, output: output.trim().split('\n').filter((l) => l.startsWith('distribute-profits') || !l.startsWith('{')).join(' | ') }));
  });
}
