import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * pgbench's built-in TPC-B-like script (a debit-credit banking transaction): transactions per
 * second, and how many it ran in all (the CPU per transaction is counted over the whole run).
 */
export async function pgbenchRun(
  databaseUrl: string,
  clients: number,
  seconds: number,
): Promise<{ tps: number; transactions: number }> {
  const { stdout } = await run(
    'pgbench',
    ['-c', String(clients), '-j', '2', '-T', String(seconds), '-n', databaseUrl],
    { maxBuffer: 1 << 20 },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  const transactions = /number of transactions actually processed: (\d+)/.exec(stdout)?.[1];
  if (!tps || !transactions) throw new Error(`pgbench printed no tps or transaction count:\n${stdout}`);
  return { tps: Number(tps), transactions: Number(transactions) };
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
