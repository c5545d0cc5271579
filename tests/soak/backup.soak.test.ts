import { describe, expect, it } from 'vitest';
import { runBackupUnderLoad } from '../factories/backup-load.ts';

// The long version of tests/server/reliability-backup.test.ts: npm run test:soak.
describe('soak: backups of the embedded database under load', () => {
  it('restores every one of 5 backups taken during 5,000 operations, each passing ledger:verify', async () => {
    const result = await runBackupUnderLoad({ users: 50, ops: 5000, backups: 5, inFlight: 16 });
    for (const b of result.backups)
      console.log(
        `backup at op ${b.takenAtOp}: ${b.bytes} bytes, ${b.transactions} transactions, verify ${b.report.ok ? 'passed' : b.report.firstFailure?.name}`,
      );
    console.log(
      `load: ${result.ops} operations ${JSON.stringify(result.statuses)}; ledger ${result.transactionsBefore} -> ${result.transactionsAfter}`,
    );
    expect(result.backups.every((b) => b.report.ok)).toBe(true);
    expect(result.statuses['500']).toBeUndefined();
    expect(result.cli.status).toBe(0);
  }, 3_600_000);
});
