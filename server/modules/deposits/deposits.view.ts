import { centsToNumber } from '../../../src/contract/cents.ts';
import type { AdminDeposit, Deposit } from '../../../src/contract/deposits.ts';
import { cleanRate } from '../../lib/pay-amount.ts';
import { deposits } from '../../db/schema-deposits.ts';
import { depositKindOf } from './deposit-methods.repo.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type UserBrief = { id: string; email: string; username: string };

/**
 * A deposit as its owner and the admins see it, in one place for every way a deposit is made:
 * the deposits module's own methods and the card checkout of card-payments.
 */
export function toDepositView(row: DepositRow): Deposit {
  return {
    id: row.id,
    reference: row.reference,
    methodId: row.methodId,
    methodName: row.methodName,
    kind: depositKindOf(row.kind),
    currency: row.currency,
    network: row.network,
    address: row.address,
    instructions: row.instructions,
    rate: cleanRate(row.rate),
    payAmount: row.payAmount,
    amount: centsToNumber(row.amountCents),
    charge: centsToNumber(row.chargeCents),
    receiveAmount: centsToNumber(row.amountCents - row.chargeCents),
    transactionHash: row.transactionHash,
    hasProof: row.proofKey !== null,
    proofName: row.proofName,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

export const toAdminDepositView = (row: DepositRow, user: UserBrief): AdminDeposit => ({ ...toDepositView(row), user });
