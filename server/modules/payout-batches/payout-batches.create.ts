import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  payoutAddressOf,
  payoutNetworkOf,
  type payoutBatchRequestSchema,
} from '../../../src/contract/payout-batches.ts';
import { formatCents } from '../../../src/contract/cents.ts';
import { approvalRequests } from '../../db/schema-approvals.ts';
import { payoutBatches, payoutBatchItems } from '../../db/schema-payouts.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { humanCode } from '../../lib/secrets.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { assertPayable } from '../security-holds/cooling-off.ts';
import { secondAdminReason } from './payout-batches.four-eyes.ts';

export type BatchInput = z.output<typeof payoutBatchRequestSchema>;
type Item = {
  withdrawalId: string;
  userId: string;
  address: string;
  netCents: number;
  position: number;
  amountCents: number;
};

/** The batch's withdrawals, each checked (pending, payable, an address of the batch's one network), in the order given. */
async function batchItems(deps: Deps, input: BatchInput, at: Date): Promise<Item[]> {
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(inArray(withdrawals.id, input.withdrawal_ids.filter(isUuid)));
  const items: Item[] = [];
  // ox's address code (keccak and its curves) loads with the first batch, not at every start.
  const { validate: isAddress } = await import('ox/Address');
  let network: string | undefined;
  for (const [position, id] of input.withdrawal_ids.entries()) {
    const row = rows.find((r) => r.id === id);
    const field = `withdrawal_ids.${position}`;
    if (!row) throw new AppError(404, 'NOT_FOUND', 'Withdrawal not found', { [field]: 'is not a withdrawal' });
    if (row.status !== 'pending')
      throw conflict(`Withdrawal ${row.reference} has already been reviewed`, 'CONFLICT', {
        [field]: 'is not pending',
      });
    const address = payoutAddressOf(row.details);
    if (!address)
      throw new AppError(
        422,
        'BUSINESS_RULE',
        `Withdrawal ${row.reference} has no wallet address: only crypto withdrawals are batched`,
        { [field]: 'has no wallet address' },
      );
    if (input.chain_id !== undefined && !isAddress(address, { strict: false })) {
      throw new AppError(422, 'BUSINESS_RULE', `Withdrawal ${row.reference} is not to an EVM address (${address})`, {
        [field]: 'is not to an EVM address',
      });
    }
    // One multi-send or one CSV pays one network: a TRON address in an EVM batch would be paid nowhere.
    network ??= payoutNetworkOf(address);
    if (payoutNetworkOf(address) !== network) {
      throw new AppError(
        422,
        'BUSINESS_RULE',
        `Withdrawal ${row.reference} is on another network than the batch's first withdrawal`,
        { [field]: 'is on another network than the first withdrawal' },
      );
    }
    await assertPayable(deps.db, row, at);
    items.push({
      withdrawalId: row.id,
      userId: row.userId,
      address,
      netCents: row.amountCents - row.chargeCents,
      position,
      amountCents: row.amountCents,
    });
  }
  const waiting = await deps.db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        inArray(
          approvalRequests.withdrawalId,
          items.map((i) => i.withdrawalId),
        ),
        eq(approvalRequests.status, 'pending'),
      ),
    )
    .limit(1);
  if (waiting.length > 0)
    throw conflict('A withdrawal of this batch is already waiting for a second admin’s approval (Admin → Approvals)');
  return items;
}

/** Puts pending crypto withdrawals into a new batch: ready, or waiting for a second admin (four-eyes). Answers the batch id and a message. */
export async function createBatch(
  deps: Deps,
  adminId: string,
  input: BatchInput,
): Promise<{ id: string; message: string }> {
  const at = deps.now();
  const items = await batchItems(deps, input, at);
  const totalCents = items.reduce((s, i) => s + i.amountCents, 0);
  const decimals = input.asset_decimals ?? (input.chain_id !== undefined && !input.token_address ? 18 : 6);
  try {
    return await deps.db.transaction(async (tx) => {
      const why = await secondAdminReason(tx, items, at);
      const status = why ? 'awaiting_approval' : 'ready';
      const [batch] = await tx
        .insert(payoutBatches)
        .values({
          reference: `PAY${humanCode(10)}`,
          status,
          chainId: input.chain_id ?? null,
          tokenAddress: input.token_address ?? null,
          assetDecimals: decimals,
          rate: input.rate,
          totalCents,
          createdBy: adminId,
          createdAt: at,
        })
        .returning();
      if (!batch) throw new Error('batch insert returned nothing');
      await tx.insert(payoutBatchItems).values(
        items.map((i) => ({
          batchId: batch.id,
          withdrawalId: i.withdrawalId,
          address: i.address,
          netCents: i.netCents,
          position: i.position,
        })),
      );
      await audit(
        tx,
        {
          actorId: adminId,
          action: 'payout_batch.create',
          targetType: 'payout_batch',
          targetId: batch.id,
          after: { status, totalCents, withdrawals: items.length, ...(why ? { fourEyes: why } : {}) },
        },
        at,
      );
      const message = why
        ? `Batch of ${items.length} withdrawals (${formatCents(totalCents)} USD) needs a second admin: ${why}. It is exported and paid once another admin approves it`
        : `Batch of ${items.length} withdrawals ready to export`;
      return { id: batch.id, message };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payout_batch_items_withdrawal_key'))
      throw conflict('A withdrawal of this list is already in another payout batch');
    throw err;
  }
}
