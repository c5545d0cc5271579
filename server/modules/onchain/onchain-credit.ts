import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deposits } from '../../db/schema-deposits.ts';
import { onchainPayments } from '../../db/schema-onchain.ts';
import type { Deps } from '../../lib/context.ts';
import { humanCode } from '../../lib/secrets.ts';
import { creditApprovedDeposit } from '../deposits/deposit-credit.ts';
import type { DepositRow } from '../deposits/deposits.view.ts';
import { computeCharge } from '../ledger/ledger.charge.ts';
import type { EvmMethod } from './onchain-scan.ts';
import { assetAmount } from './onchain-amounts.ts';

export type PaymentRow = typeof onchainPayments.$inferSelect;

export type CreditOptions = {
  from?: 'seen' | 'review' | 'awaiting_approval';
  amountCents?: number;
  reviewedBy?: string;
  note?: string;
};

/**
 * Credits one payment, exactly once: the guarded move of its row to 'credited' (from `from`, by
 * default 'seen'), the approved deposit it becomes and that deposit's money (the approval path:
 * ledger, notification, mail, referral commissions, badges) commit together. A second process, a
 * retry after a crash, or a payment that was dropped meanwhile finds no row to move and does nothing.
 */
export async function creditPayment(
  deps: Deps,
  method: EvmMethod,
  payment: PaymentRow,
  opts: CreditOptions = {},
): Promise<boolean> {
  return deps.db.transaction(async (tx) => (await creditPaymentIn(deps, tx, method, payment, opts)) !== null);
}

/**
 * The same inside the caller's transaction `tx` (an admin's decision, a second admin's approval):
 * answers the approved deposit, or null when the row had already left `from`. A payment whose
 * value is unrepresentable is never credited at its stored amount (0): only at an explicit one.
 */
export async function creditPaymentIn(
  deps: Deps,
  tx: Tx,
  method: EvmMethod,
  payment: PaymentRow,
  opts: CreditOptions = {},
): Promise<DepositRow | null> {
  const at = deps.now();
  const amountCents = opts.amountCents ?? payment.amountCents;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return null;
  const chargeCents = computeCharge(amountCents, {
    fixedCents: method.chargeFixedCents,
    percentBasisPoints: method.chargePercentBp,
  });
  const [claimed] = await tx
    .update(onchainPayments)
    .set({
      status: opts.from && opts.from !== 'seen' ? 'resolved' : 'credited',
      creditedAt: at,
      amountCents,
      ...(opts.note ? { resolutionNote: opts.note, resolvedBy: opts.reviewedBy ?? null } : {}),
    })
    .where(and(eq(onchainPayments.id, payment.id), eq(onchainPayments.status, opts.from ?? 'seen')))
    .returning();
  if (!claimed) return null;
  const [deposit] = await tx
    .insert(deposits)
    .values({
      reference: `DEP${humanCode(10)}`,
      userId: claimed.userId,
      methodId: method.id,
      methodName: method.name,
      kind: 'evm',
      currency: method.currency,
      network: method.network,
      address: claimed.address,
      instructions: method.instructions,
      rate: method.rate,
      payAmount: assetAmount(claimed.amountUnits, method.evm.assetDecimals),
      amountCents,
      chargeCents: Math.min(chargeCents, amountCents - 1),
      transactionHash: claimed.txHash,
      status: 'approved',
      reviewedBy: opts.reviewedBy ?? null,
      reviewedAt: at,
      createdAt: at,
    })
    .returning();
  if (!deposit) throw new Error('deposit insert returned nothing');
  await tx.update(onchainPayments).set({ depositId: deposit.id }).where(eq(onchainPayments.id, claimed.id));
  await creditApprovedDeposit(deps, tx, deposit, at);
  const [done] = await tx.select().from(deposits).where(eq(deposits.id, deposit.id)).limit(1);
  return done ?? deposit;
}

/** A seen payment whose block left the canonical chain before its confirmations: never credited. */
export async function dropPayment(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(onchainPayments)
    .set({ status: 'dropped' })
    .where(and(eq(onchainPayments.id, id), eq(onchainPayments.status, 'seen')))
    .returning({ id: onchainPayments.id });
  return rows.length > 0;
}
