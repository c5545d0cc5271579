import { inArray } from 'drizzle-orm';
import type { PayoutBatch } from '../../../src/contract/payout-batches.ts';
import type { Queryable } from '../../db/client.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { assertPayable } from '../security-holds/cooling-off.ts';
import type { WithdrawalRow } from '../withdrawals/withdrawal-review.service.ts';

/**
 * Why a withdrawal cannot be paid now, or null when it can: the payout-time checks every payout
 * goes through (the payout account's cooling-off at today's setting, a security hold begun after
 * the request), the ones a single payout's settlement applies.
 */
export async function payableProblem(q: Queryable, row: WithdrawalRow, at: Date): Promise<string | null> {
  if (row.status !== 'pending') return `it is already ${row.status}`;
  try {
    await assertPayable(q, row, at);
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

/**
 * Refuses (409, naming each) a file for a batch holding a withdrawal that cannot be paid now: the
 * file is what the owners sign, so what it pays must be payable when it is made. The admin then
 * cancels the batch, or waits until the withdrawals can be paid.
 */
export async function assertBatchPayable(q: Queryable, batch: PayoutBatch, at: Date): Promise<void> {
  const rows = await q
    .select()
    .from(withdrawals)
    .where(
      inArray(
        withdrawals.id,
        batch.items.map((i) => i.withdrawalId),
      ),
    );
  const errors: Record<string, string> = {};
  const named: string[] = [];
  for (const [n, item] of batch.items.entries()) {
    const row = rows.find((r) => r.id === item.withdrawalId);
    const problem = row ? await payableProblem(q, row, at) : 'it no longer exists';
    if (!problem) continue;
    errors[`items.${n}`] = `${item.reference}: ${problem}`;
    named.push(item.reference);
  }
  if (named.length > 0) {
    throw conflict(
      `Not exported: ${named.join(', ')} cannot be paid now. Cancel the batch or export it once they can be paid.`,
      'CONFLICT',
      errors,
    );
  }
}
