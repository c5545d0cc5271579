import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  payoutAddressOf,
  payoutNetworkOf,
  type PayoutCandidate,
  type PayoutNetwork,
} from '../../../src/contract/payout-batches.ts';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { approvalRequests } from '../../db/schema-approvals.ts';
import { payoutBatches, payoutBatchItems } from '../../db/schema-payouts.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';

/** How many pending withdrawals the form offers at once (a batch holds at most 200). */
const LIMIT = 500;

/**
 * Pending withdrawals a batch of `network` can take, oldest first: with a wallet address on that
 * network, in no open batch and not waiting for a second admin. The form lists only these, so an
 * EVM batch never offers a TRON address.
 */
export async function payoutCandidates(q: Queryable, network: PayoutNetwork): Promise<PayoutCandidate[]> {
  const rows = await q
    .select({ w: withdrawals, email: users.email, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.status, 'pending'))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(LIMIT);
  const withAddress = rows.flatMap((r) => {
    const address = payoutAddressOf(r.w.details);
    return address && payoutNetworkOf(address) === network ? [{ ...r, address }] : [];
  });
  if (withAddress.length === 0) return [];
  const ids = withAddress.map((r) => r.w.id);
  const batched = await q
    .select({ id: payoutBatchItems.withdrawalId })
    .from(payoutBatchItems)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutBatchItems.batchId))
    .where(
      and(inArray(payoutBatchItems.withdrawalId, ids), inArray(payoutBatches.status, ['ready', 'awaiting_approval'])),
    );
  const waiting = await q
    .select({ id: approvalRequests.withdrawalId })
    .from(approvalRequests)
    .where(and(inArray(approvalRequests.withdrawalId, ids), eq(approvalRequests.status, 'pending')));
  const taken = new Set([...batched, ...waiting].map((r) => r.id));
  return withAddress
    .filter((r) => !taken.has(r.w.id))
    .map((r) => ({
      withdrawalId: r.w.id,
      reference: r.w.reference,
      methodName: r.w.methodName,
      user: { id: r.w.userId, email: r.email, username: r.username },
      address: r.address,
      network,
      amount: centsToNumber(r.w.amountCents - r.w.chargeCents),
      createdAt: r.w.createdAt.toISOString(),
    }));
}
