import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** pgbench's built-in TPC-B-like script (a debit-credit banking transaction); returns transactions per second. */
export async function pgbenchTps(databaseUrl: string, clients: number, seconds: number): Promise<number> {
  const { stdout } = await run('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), '-n', databaseUrl], { maxBuffer: 1 << 20 });
  const m = /tps = ([\d.]+)/.exec(stdout);
  if (!m?.[1]) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(m[1]);
}

export async function pgbenchInit(databaseUrl: string): Promise<void> {
  await run('pgbench', ['-i', '-q', databaseUrl], { maxBuffer: 1 << 20 });
}

export async function pgbenchInstalled(): Promise<boolean> {
  try {
    await run('pgbench', ['--version']);
    return true;
  } catch {
    return false;
  }
}
