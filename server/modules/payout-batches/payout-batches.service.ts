import { and, eq, inArray } from 'drizzle-orm';
import type { PayoutBatch, PayoutBatchResult, PayoutNetwork } from '../../../src/contract/payout-batches.ts';
import { payoutBatches, payoutBatchItems } from '../../db/schema-payouts.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { payoutCandidates } from './payout-batches.candidates.ts';
import { createBatch, type BatchInput } from './payout-batches.create.ts';
import { markBatchPaid, type PaidInput } from './payout-batches.paid.ts';
import { assertBatchPayable } from './payout-batches.payable.ts';
import { batchViews, findBatch } from './payout-batches.repo.ts';

const ownBatch = () =>
  new AppError(403, 'OWN_APPROVAL_REQUEST', 'You made this batch yourself: a different admin must approve it.');

/**
 * Batch payouts: pending crypto withdrawals of one network put together, exported (only while every
 * one is payable), paid by the operator on chain, then marked paid with the transaction hashes (each
 * withdrawal settles as an approval with its hash as payout reference: ledger, notice and mail per
 * investor; one no longer payable is flagged for an admin, never refused). A batch above the
 * four-eyes threshold, alone or with an investor's payouts of the last 24 hours, waits for a second
 * admin before it can be exported or paid.
 */
export function createPayoutBatchService(deps: Deps) {
  async function view(id: string): Promise<PayoutBatch> {
    const [batch] = isUuid(id) ? await batchViews(deps.db, [id]) : [];
    if (!batch) throw notFound('Payout batch not found');
    return batch;
  }

  async function create(adminId: string, input: BatchInput): Promise<PayoutBatchResult> {
    const made = await createBatch(deps, adminId, input);
    return { message: made.message, batch: await view(made.id) };
  }

  async function approve(adminId: string, id: string): Promise<PayoutBatchResult> {
    const before = await findBatch(deps.db, id);
    if (!before) throw notFound('Payout batch not found');
    if (before.createdBy === adminId) throw ownBatch();
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(payoutBatches)
        .set({ status: 'ready', approvedBy: adminId, approvedAt: at })
        .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'awaiting_approval')))
        .returning();
      if (!row) throw conflict('This batch is not waiting for approval');
      await audit(
        tx,
        {
          actorId: adminId,
          action: 'payout_batch.approve',
          targetType: 'payout_batch',
          targetId: id,
          before: { status: 'awaiting_approval' },
          after: { status: 'ready', requestedBy: before.createdBy },
        },
        at,
      );
    });
    return { message: 'Approved: the batch can be exported and paid', batch: await view(id) };
  }

  /** Paid on chain: every withdrawal is recorded paid with its hash; one no longer payable is an exception for an admin, never a refusal. */
  async function markPaid(adminId: string, id: string, input: PaidInput): Promise<PayoutBatchResult> {
    const { exceptions } = await markBatchPaid(deps, adminId, id, input);
    const message =
      exceptions === 0
        ? 'Batch marked paid: each withdrawal records the transaction hash and its investor was told'
        : `Batch marked paid with ${exceptions} exception${exceptions === 1 ? '' : 's'}: each is recorded paid on chain and listed on the batch for an admin to follow up`;
    return { message, batch: await view(id) };
  }

  async function cancel(adminId: string, id: string): Promise<PayoutBatchResult> {
    if (!(await findBatch(deps.db, id))) throw notFound('Payout batch not found');
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(payoutBatches)
        .set({ status: 'cancelled' })
        .where(and(eq(payoutBatches.id, id), inArray(payoutBatches.status, ['ready', 'awaiting_approval'])))
        .returning();
      if (!row) throw conflict('A paid or cancelled batch cannot be cancelled');
      // The withdrawals go back to the review queue, free for another batch or a single payout.
      await tx.delete(payoutBatchItems).where(eq(payoutBatchItems.batchId, id));
      await audit(
        tx,
        {
          actorId: adminId,
          action: 'payout_batch.cancel',
          targetType: 'payout_batch',
          targetId: id,
          before: { status: row.status },
          after: { status: 'cancelled' },
        },
        at,
      );
    });
    return { message: 'Batch cancelled: its withdrawals are back in the queue', batch: await view(id) };
  }

  /**
   * The batch for export: refused while it waits for the second admin or after it was cancelled,
   * and (ready) while any of its withdrawals cannot be paid now. A paid batch exports its record.
   */
  async function exportable(id: string): Promise<PayoutBatch> {
    const batch = await view(id);
    if (batch.status === 'awaiting_approval')
      throw conflict('A second admin must approve this batch before it is exported');
    if (batch.status === 'cancelled') throw conflict('This batch was cancelled: its withdrawals are back in the queue');
    if (batch.status === 'ready') await assertBatchPayable(deps.db, batch, deps.now());
    return batch;
  }

  return {
    list: async () => ({ items: await batchViews(deps.db) }),
    candidates: async (network: PayoutNetwork) => ({ items: await payoutCandidates(deps.db, network) }),
    view,
    create,
    approve,
    markPaid,
    cancel,
    exportable,
  };
}
