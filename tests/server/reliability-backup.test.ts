import { describe, expect, it } from 'vitest';
import { runBackupUnderLoad } from '../factories/backup-load.ts';

describe('backups of the embedded database', () => {
  it('restores a backup taken under load into a fresh data directory that passes ledger:verify', async () => {
    const result = await runBackupUnderLoad({ users: 12, ops: 300, backups: 2, inFlight: 8 });
    for (const b of result.backups) {
      console.log(
        `backup at op ${b.takenAtOp}: ${b.bytes} bytes, ${b.transactions} ledger transactions, verify ${b.report.ok ? 'passed' : `FAILED ${b.report.firstFailure?.name}`}`,
      );
    }
    console.log(
      `load: ${result.ops} operations ${JSON.stringify(result.statuses)}; ledger ${result.transactionsBefore} -> ${result.transactionsAfter} transactions`,
    );
    expect(result.backups).toHaveLength(2);
    for (const b of result.backups) {
      expect(b.report.firstFailure).toBeUndefined();
      // A point inside the run: at least the funding, at most everything.
      expect(b.transactions).toBeGreaterThanOrEqual(result.transactionsBefore);
      expect(b.transactions).toBeLessThanOrEqual(result.transactionsAfter);
    }
    expect(result.statuses['500']).toBeUndefined();
    expect(result.cli.backup).toContain('ledger at backup: ok');
    expect(result.cli.restore).toContain('ledger:verify passed');
    expect(result.cli.status).toBe(0);
  }, 180_000);
});
