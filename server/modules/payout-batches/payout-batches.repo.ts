import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PayoutBatch } from '../../../src/contract/payout-batches.ts';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { payoutBatches, payoutBatchItems } from '../../db/schema-payouts.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';
import { cleanRate, payAmount } from '../../lib/pay-amount.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';

export type BatchRow = typeof payoutBatches.$inferSelect;

/** The asset amount of `netCents` at the batch's rate, with the asset's decimals (exact, BigInt). */
export const assetAmountOf = (batch: Pick<BatchRow, 'rate' | 'assetDecimals'>, netCents: number) =>
  payAmount(netCents, batch.rate, batch.assetDecimals);

/** Batches with their items (in the order they were put in), newest batch first. */
export async function batchViews(q: Queryable, ids?: string[]): Promise<PayoutBatch[]> {
  const batches = ids
    ? await q.select().from(payoutBatches).where(inArray(payoutBatches.id, ids))
    : await q.select().from(payoutBatches).orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id)).limit(50);
  if (batches.length === 0) return [];
  const items = await q
    .select({
      item: payoutBatchItems,
      reference: withdrawals.reference,
      userId: users.id,
      email: users.email,
      username: users.username,
    })
    .from(payoutBatchItems)
    .innerJoin(withdrawals, eq(withdrawals.id, payoutBatchItems.withdrawalId))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(
      inArray(
        payoutBatchItems.batchId,
        batches.map((b) => b.id),
      ),
    )
    .orderBy(asc(payoutBatchItems.position));
  return batches.map((b) => {
    const mine = items.filter((i) => i.item.batchId === b.id);
    return {
      id: b.id,
      reference: b.reference,
      status: b.status,
      chainId: b.chainId,
      tokenAddress: b.tokenAddress,
      assetDecimals: b.assetDecimals,
      rate: cleanRate(b.rate),
      total: centsToNumber(b.totalCents),
      netTotal: centsToNumber(mine.reduce((s, i) => s + i.item.netCents, 0)),
      createdBy: b.createdBy,
      approvedBy: b.approvedBy,
      paidBy: b.paidBy,
      transactionHash: b.transactionHash,
      createdAt: b.createdAt.toISOString(),
      paidAt: b.paidAt ? b.paidAt.toISOString() : null,
      items: mine.map((i) => ({
        withdrawalId: i.item.withdrawalId,
        reference: i.reference,
        user: { id: i.userId, email: i.email, username: i.username },
        address: i.item.address,
        amount: centsToNumber(i.item.netCents),
        assetAmount: assetAmountOf(b, i.item.netCents),
        transactionHash: i.item.transactionHash,
        exception: i.item.exception,
      })),
    };
  });
}

export async function findBatch(q: Queryable, id: string): Promise<BatchRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q.select().from(payoutBatches).where(eq(payoutBatches.id, id)).limit(1);
  return row;
}

/** The open batch a withdrawal is in, if any (paid batches keep their items; cancelled ones drop them). */
export async function openBatchOf(q: Queryable, withdrawalId: string): Promise<BatchRow | undefined> {
  const [row] = await q
    .select({ batch: payoutBatches })
    .from(payoutBatchItems)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutBatchItems.batchId))
    .where(eq(payoutBatchItems.withdrawalId, withdrawalId))
    .limit(1);
  return row && (row.batch.status === 'ready' || row.batch.status === 'awaiting_approval') ? row.batch : undefined;
}
