import { and, count, desc, eq } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { explorerTxUrl } from '../../../src/contract/evm-chains.ts';
import type { AdminOnchainPayment, OnchainPayment, OnchainWatcher } from '../../../src/contract/onchain.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { depositMethods } from '../../db/schema-deposits.ts';
import { depositMethodEvm, onchainPayments, type OnchainStatus } from '../../db/schema-onchain.ts';
import { assetAmount } from './onchain-amounts.ts';

type Row = typeof onchainPayments.$inferSelect;
type Evm = typeof depositMethodEvm.$inferSelect;

/** Confirmations so far: the payment's block counts as the first; never more than required is interesting. */
const confirmationsOf = (row: Row, evm: Evm) =>
  evm.headBlock === null ? 0 : Math.max(0, Math.min(evm.confirmations, evm.headBlock - row.blockNumber + 1));

export function toPaymentView(row: Row, evm: Evm): OnchainPayment {
  return {
    id: row.id,
    chainId: row.chainId,
    txHash: row.txHash,
    explorerUrl: explorerTxUrl(row.chainId, row.txHash),
    assetAmount: assetAmount(row.amountUnits, evm.assetDecimals),
    amount: centsToNumber(row.amountCents),
    confirmations:
      row.status === 'credited' || row.status === 'resolved' ? evm.confirmations : confirmationsOf(row, evm),
    required: evm.confirmations,
    status: row.status,
    reviewReason: row.reviewReason,
    depositId: row.depositId,
    seenAt: row.seenAt.toISOString(),
    creditedAt: row.creditedAt ? row.creditedAt.toISOString() : null,
  };
}

/** The user's payments to their address of one method, newest first. */
export async function userPayments(q: Queryable, userId: string, evm: Evm): Promise<OnchainPayment[]> {
  const rows = await q
    .select()
    .from(onchainPayments)
    .where(and(eq(onchainPayments.userId, userId), eq(onchainPayments.methodId, evm.methodId)))
    .orderBy(desc(onchainPayments.seenAt), desc(onchainPayments.blockNumber))
    .limit(20);
  return rows.map((r) => toPaymentView(r, evm));
}

/** Payments as admins see them, with the method's limits and the raw on-chain value. */
export async function adminPayments(
  q: Queryable,
  status: OnchainStatus | undefined,
  limit: number,
  id?: string,
): Promise<AdminOnchainPayment[]> {
  const rows = await q
    .select({
      p: onchainPayments,
      evm: depositMethodEvm,
      name: depositMethods.name,
      asset: depositMethods.currency,
      min: depositMethods.minCents,
      max: depositMethods.maxCents,
      email: users.email,
      username: users.username,
    })
    .from(onchainPayments)
    .innerJoin(depositMethodEvm, eq(depositMethodEvm.methodId, onchainPayments.methodId))
    .innerJoin(depositMethods, eq(depositMethods.id, onchainPayments.methodId))
    .innerJoin(users, eq(users.id, onchainPayments.userId))
    .where(and(status ? eq(onchainPayments.status, status) : undefined, id ? eq(onchainPayments.id, id) : undefined))
    .orderBy(desc(onchainPayments.seenAt), desc(onchainPayments.id))
    .limit(limit);
  return rows.map((r) => ({
    ...toPaymentView(r.p, r.evm),
    methodId: r.p.methodId,
    methodName: r.name,
    asset: r.asset,
    address: r.p.address,
    assetAddress: r.p.assetAddress,
    user: { id: r.p.userId, email: r.email, username: r.username },
    resolutionNote: r.p.resolutionNote,
    reorgReportedAt: r.p.reorgReportedAt ? r.p.reorgReportedAt.toISOString() : null,
    limits: { min: centsToNumber(r.min), max: centsToNumber(r.max) },
    amountUnits: String(r.p.amountUnits),
  }));
}

/** The watcher's state per evm method: checkpoint, head, lag, last error, payments waiting for review. */
export async function watcherStates(q: Queryable): Promise<OnchainWatcher[]> {
  const rows = await q
    .select({ evm: depositMethodEvm, name: depositMethods.name })
    .from(depositMethodEvm)
    .innerJoin(depositMethods, eq(depositMethods.id, depositMethodEvm.methodId))
    .orderBy(depositMethods.name);
  const reviews = await q
    .select({ methodId: onchainPayments.methodId, n: count() })
    .from(onchainPayments)
    .where(eq(onchainPayments.status, 'review'))
    .groupBy(onchainPayments.methodId);
  const waiting = new Map(reviews.map((r) => [r.methodId, Number(r.n)]));
  return rows.map(({ evm, name }) => ({
    methodId: evm.methodId,
    methodName: name,
    chainId: evm.chainId,
    scannedBlock: evm.scannedBlock,
    headBlock: evm.headBlock,
    lag: evm.headBlock !== null && evm.scannedBlock !== null ? Math.max(0, evm.headBlock - evm.scannedBlock) : null,
    error: evm.scanError,
    rpcWarning: evm.rpcWarning,
    scannedAt: evm.scannedAt ? evm.scannedAt.toISOString() : null,
    reviewCount: waiting.get(evm.methodId) ?? 0,
  }));
}
