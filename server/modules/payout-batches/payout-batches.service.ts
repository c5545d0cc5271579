import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PayoutBatch, PayoutBatchResult, payoutBatchRequestSchema } from '../../../src/contract/payout-batches.ts';
import { formatCents } from '../../../src/contract/cents.ts';
import { approvalRequests } from '../../db/schema-approvals.ts';
import { payoutBatches, payoutBatchItems } from '../../db/schema-payouts.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { humanCode } from '../../lib/secrets.ts';
import { needsSecondAdmin } from '../approvals/approvals.request.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { assertPayable } from '../security-holds/cooling-off.ts';
import { settleWithdrawal } from '../withdrawals/withdrawal-review.service.ts';
import { batchViews, findBatch } from './payout-batches.repo.ts';

type BatchInput = z.output<typeof payoutBatchRequestSchema>;

/** The payout address a crypto withdrawal copied from its account (the method's address field). */
export const payoutAddressOf = (details: Record<string, string>): string | undefined =>
  Object.entries(details).find(([key, value]) => /address/i.test(key) && value.trim() !== '')?.[1]?.trim();

const ownBatch = () => new AppError(403, 'OWN_APPROVAL_REQUEST', 'You made this batch yourself: a different admin must approve it.');

/**
 * Batch payouts: pending crypto withdrawals put together, exported, paid by the operator with one
 * multi-send, then marked paid with its transaction hash (each withdrawal settles as an approval
 * with that hash as payout reference: ledger, notice and mail per investor). A batch whose total
 * is above the four-eyes threshold waits for a second admin before it can be exported or paid.
 */
export function createPayoutBatchService(deps: Deps) {
  async function view(id: string): Promise<PayoutBatch> {
    const [batch] = isUuid(id) ? await batchViews(deps.db, [id]) : [];
    if (!batch) throw notFound('Payout batch not found');
    return batch;
  }

  async function create(adminId: string, input: BatchInput): Promise<PayoutBatchResult> {
    const rows = await deps.db.select().from(withdrawals).where(inArray(withdrawals.id, input.withdrawal_ids.filter(isUuid)));
    const at = deps.now();
    const items: Array<{ withdrawalId: string; address: string; netCents: number; position: number; amountCents: number }> = [];
    // ox's address code (keccak and its curves) loads with the first batch, not at every start.
    const { validate: isAddress } = await import('ox/Address');
    for (const [position, id] of input.withdrawal_ids.entries()) {
      const row = rows.find((r) => r.id === id);
      const field = `withdrawal_ids.${position}`;
      if (!row) throw new AppError(404, 'NOT_FOUND', 'Withdrawal not found', { [field]: 'is not a withdrawal' });
      if (row.status !== 'pending') throw conflict(`Withdrawal ${row.reference} has already been reviewed`, 'CONFLICT', { [field]: 'is not pending' });
      const address = payoutAddressOf(row.details);
      if (!address) throw new AppError(422, 'BUSINESS_RULE', `Withdrawal ${row.reference} has no wallet address: only crypto withdrawals are batched`, { [field]: 'has no wallet address' });
      if (input.chain_id !== undefined && !isAddress(address, { strict: false })) {
        throw new AppError(422, 'BUSINESS_RULE', `Withdrawal ${row.reference} is not to an EVM address (${address})`, { [field]: 'is not to an EVM address' });
      }
      await assertPayable(deps.db, row, at);
      items.push({ withdrawalId: row.id, address, netCents: row.amountCents - row.chargeCents, position, amountCents: row.amountCents });
    }
    const waiting = await deps.db.select({ id: approvalRequests.id }).from(approvalRequests).where(and(inArray(approvalRequests.withdrawalId, input.withdrawal_ids.filter((id) => rows.some((r) => r.id === id))), eq(approvalRequests.status, 'pending'))).limit(1);
    if (waiting.length > 0) throw conflict('A withdrawal of this batch is already waiting for a second admin’s approval (Admin → Approvals)');
    const totalCents = items.reduce((s, i) => s + i.amountCents, 0);
    const status = (await needsSecondAdmin(deps.db, totalCents)) ? 'awaiting_approval' : 'ready';
    const decimals = input.asset_decimals ?? (input.chain_id !== undefined && !input.token_address ? 18 : 6);
    try {
      const id = await deps.db.transaction(async (tx) => {
        const [batch] = await tx
          .insert(payoutBatches)
          .values({ reference: `PAY${humanCode(10)}`, status, chainId: input.chain_id ?? null, tokenAddress: input.token_address ?? null, assetDecimals: decimals, rate: input.rate, totalCents, createdBy: adminId, createdAt: at })
          .returning();
        if (!batch) throw new Error('batch insert returned nothing');
        await tx.insert(payoutBatchItems).values(items.map((i) => ({ batchId: batch.id, withdrawalId: i.withdrawalId, address: i.address, netCents: i.netCents, position: i.position })));
        await audit(tx, { actorId: adminId, action: 'payout_batch.create', targetType: 'payout_batch', targetId: batch.id, after: { status, totalCents, withdrawals: items.length } }, at);
        return batch.id;
      });
      const message =
        status === 'ready'
          ? `Batch of ${items.length} withdrawals ready to export`
          : `Batch of ${items.length} withdrawals (${formatCents(totalCents)} USD) is above the four-eyes threshold: a second admin must approve it before it is exported or paid`;
      return { message, batch: await view(id) };
    } catch (err) {
      if (isUniqueViolation(err, 'payout_batch_items_withdrawal_key')) throw conflict('A withdrawal of this list is already in another payout batch');
      throw err;
    }
  }

  async function approve(adminId: string, id: string): Promise<PayoutBatchResult> {
    const before = await findBatch(deps.db, id);
    if (!before) throw notFound('Payout batch not found');
    if (before.createdBy === adminId) throw ownBatch();
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.update(payoutBatches).set({ status: 'ready', approvedBy: adminId, approvedAt: at }).where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'awaiting_approval'))).returning();
      if (!row) throw conflict('This batch is not waiting for approval');
      await audit(tx, { actorId: adminId, action: 'payout_batch.approve', targetType: 'payout_batch', targetId: id, before: { status: 'awaiting_approval' }, after: { status: 'ready', requestedBy: before.createdBy } }, at);
    });
    return { message: 'Approved: the batch can be exported and paid', batch: await view(id) };
  }

  /** The operator sent the multi-send: every withdrawal of the batch settles in one transaction, or none does. */
  async function markPaid(adminId: string, id: string, transactionHash: string): Promise<PayoutBatchResult> {
    if (!(await findBatch(deps.db, id))) throw notFound('Payout batch not found');
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      const [batch] = await tx.update(payoutBatches).set({ status: 'paid', paidBy: adminId, paidAt: at, transactionHash }).where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'ready'))).returning();
      if (!batch) throw conflict('Only a batch that is ready (approved when above the threshold) can be marked paid');
      const items = await tx.select().from(payoutBatchItems).where(eq(payoutBatchItems.batchId, id));
      const rows = await tx.select().from(withdrawals).where(inArray(withdrawals.id, items.map((i) => i.withdrawalId))).orderBy(withdrawals.id);
      for (const row of rows) await settleWithdrawal(tx, adminId, row, { status: 'approved', payoutReference: transactionHash }, at);
      await audit(tx, { actorId: adminId, action: 'payout_batch.paid', targetType: 'payout_batch', targetId: id, before: { status: 'ready' }, after: { status: 'paid', transactionHash, withdrawals: rows.length } }, at);
    });
    return { message: 'Batch marked paid: each withdrawal records the transaction hash and its investor was told', batch: await view(id) };
  }

  async function cancel(adminId: string, id: string): Promise<PayoutBatchResult> {
    if (!(await findBatch(deps.db, id))) throw notFound('Payout batch not found');
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.update(payoutBatches).set({ status: 'cancelled' }).where(and(eq(payoutBatches.id, id), inArray(payoutBatches.status, ['ready', 'awaiting_approval']))).returning();
      if (!row) throw conflict('A paid or cancelled batch cannot be cancelled');
      // The withdrawals go back to the review queue, free for another batch or a single payout.
      await tx.delete(payoutBatchItems).where(eq(payoutBatchItems.batchId, id));
      await audit(tx, { actorId: adminId, action: 'payout_batch.cancel', targetType: 'payout_batch', targetId: id, before: { status: row.status }, after: { status: 'cancelled' } }, at);
    });
    return { message: 'Batch cancelled: its withdrawals are back in the queue', batch: await view(id) };
  }

  /** The batch for export: refused while it waits for the second admin. */
  async function exportable(id: string): Promise<PayoutBatch> {
    const batch = await view(id);
    if (batch.status === 'awaiting_approval') throw conflict('A second admin must approve this batch before it is exported');
    return batch;
  }

  return { list: async () => ({ items: await batchViews(deps.db) }), view, create, approve, markPaid, cancel, exportable };
}
