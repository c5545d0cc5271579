import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { EVM_TX_HASH, type markBatchPaidSchema } from '../../../src/contract/payout-batches.ts';
import { users } from '../../db/schema.ts';
import { payoutBatches, payoutBatchItems } from '../../db/schema-payouts.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { notify } from '../notifications/notify.ts';
import { settleWithdrawal } from '../withdrawals/withdrawal-review.service.ts';
import { findBatch } from './payout-batches.repo.ts';
import { payableProblem } from './payout-batches.payable.ts';

export type PaidInput = z.output<typeof markBatchPaidSchema>;
const BATCHES_LINK = '/admin/withdrawals';
const EVM_HASH_PROBLEM = 'must be an EVM transaction hash: 0x and 64 hex digits';

/** 400 naming each field: on an EVM batch every hash is an EVM transaction hash; each own hash names a withdrawal of the batch. */
function checkInput(input: PaidInput, evm: boolean, inBatch: Set<string>): void {
  const errors: Record<string, string> = {};
  if (evm && !EVM_TX_HASH.test(input.transaction_hash)) errors['transaction_hash'] = EVM_HASH_PROBLEM;
  for (const [n, own] of (input.items ?? []).entries()) {
    if (!inBatch.has(own.withdrawal_id)) errors[`items.${n}.withdrawal_id`] = 'is not a withdrawal of this batch';
    if (evm && !EVM_TX_HASH.test(own.transaction_hash)) errors[`items.${n}.transaction_hash`] = EVM_HASH_PROBLEM;
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) throw badRequest(`Check ${fields.join(', ')}`, errors);
}

/**
 * The operator paid the batch on chain: every withdrawal of it is recorded paid, with the hash that
 * paid it, in one transaction. The money has left, so nothing is refused or put back in the queue:
 * a withdrawal that became unpayable since the file was made (its account's cooling-off lengthened,
 * a security hold after the request) is recorded paid with an exception, and every admin is told.
 */
export async function markBatchPaid(
  deps: Deps,
  adminId: string,
  id: string,
  input: PaidInput,
): Promise<{ exceptions: number }> {
  const before = await findBatch(deps.db, id);
  if (!before) throw notFound('Payout batch not found');
  const listed = await deps.db
    .select({ withdrawalId: payoutBatchItems.withdrawalId })
    .from(payoutBatchItems)
    .where(eq(payoutBatchItems.batchId, id));
  checkInput(input, before.chainId !== null, new Set(listed.map((i) => i.withdrawalId)));
  const own = new Map((input.items ?? []).map((i) => [i.withdrawal_id, i.transaction_hash]));
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const [batch] = await tx
      .update(payoutBatches)
      .set({ status: 'paid', paidBy: adminId, paidAt: at, transactionHash: input.transaction_hash })
      .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'ready')))
      .returning();
    if (!batch) throw conflict('Only a batch that is ready (approved when above the threshold) can be marked paid');
    const items = await tx.select().from(payoutBatchItems).where(eq(payoutBatchItems.batchId, id));
    const rows = await tx
      .select()
      .from(withdrawals)
      .where(
        inArray(
          withdrawals.id,
          items.map((i) => i.withdrawalId),
        ),
      )
      .orderBy(withdrawals.id);
    const exceptions: string[] = [];
    for (const row of rows) {
      const hash = own.get(row.id) ?? input.transaction_hash;
      const problem = await payableProblem(tx, row, at);
      // Already settled elsewhere: recording it again would post its payout twice; the admin follows it up.
      if (row.status === 'pending')
        await settleWithdrawal(tx, adminId, row, { status: 'approved', payoutReference: hash, paidOnChain: true }, at);
      const exception = problem ? `Paid on chain though ${problem}` : null;
      if (exception) exceptions.push(`${row.reference}: ${exception}`);
      await tx
        .update(payoutBatchItems)
        .set({ transactionHash: hash, exception })
        .where(and(eq(payoutBatchItems.batchId, id), eq(payoutBatchItems.withdrawalId, row.id)));
    }
    if (exceptions.length > 0) {
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      const notice = {
        name: 'payout_exception' as const,
        values: { reference: batch.reference, count: exceptions.length, exceptions: exceptions.join('; ') },
      };
      await notify(
        tx,
        admins.map((a) => ({ userId: a.id, notice, link: BATCHES_LINK, event: 'payout_exception' as const })),
        at,
      );
    }
    const after = {
      status: 'paid',
      transactionHash: input.transaction_hash,
      withdrawals: rows.length,
      ...(exceptions.length > 0 ? { exceptions } : {}),
    };
    await audit(
      tx,
      {
        actorId: adminId,
        action: 'payout_batch.paid',
        targetType: 'payout_batch',
        targetId: id,
        before: { status: 'ready' },
        after,
      },
      at,
    );
    return { exceptions: exceptions.length };
  });
}
