import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits } from '../../db/schema-deposits.ts';
import { onchainPayments } from '../../db/schema-onchain.ts';
import type { Deps } from '../../lib/context.ts';
import { humanCode } from '../../lib/secrets.ts';
import { creditApprovedDeposit } from '../deposits/deposit-credit.ts';
import { computeCharge } from '../ledger/ledger.charge.ts';
import type { EvmMethod } from './onchain-scan.ts';
import { assetAmount } from './onchain-amounts.ts';

export type PaymentRow = typeof onchainPayments.$inferSelect;

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
  opts: { from?: 'seen' | 'review'; amountCents?: number; reviewedBy?: string; note?: string } = {},
): Promise<boolean> {
  const at = deps.now();
  const amountCents = opts.amountCents ?? payment.amountCents;
  const chargeCents = computeCharge(amountCents, { fixedCents: method.chargeFixedCents, percentBasisPoints: method.chargePercentBp });
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(onchainPayments)
      .set({ status: opts.from === 'review' ? 'resolved' : 'credited', creditedAt: at, amountCents, ...(opts.note ? { resolutionNote: opts.note, resolvedBy: opts.reviewedBy ?? null } : {}) })
      .where(and(eq(onchainPayments.id, payment.id), eq(onchainPayments.status, opts.from ?? 'seen')))
      .returning();
    if (!claimed) return false;
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
    return true;
  });
}

/** A seen payment whose block left the canonical chain before its confirmations: never credited. */
export async function dropPayment(db: Db, id: string): Promise<boolean> {
  const rows = await db.update(onchainPayments).set({ status: 'dropped' }).where(and(eq(onchainPayments.id, id), eq(onchainPayments.status, 'seen'))).returning({ id: onchainPayments.id });
  return rows.length > 0;
}
