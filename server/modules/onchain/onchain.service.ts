import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import {
  ONCHAIN_AMOUNT_REQUIRED,
  type DepositAddress,
  type OnchainPayment,
  type OnchainResolveResult,
  type onchainResolveSchema,
} from '../../../src/contract/onchain.ts';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { onchainPayments } from '../../db/schema-onchain.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { assertUserAllowed } from '../admin-users/admin-users.service.ts';
import { findDepositMethod } from '../deposits/deposit-methods.service.ts';
import { recordAnswer } from '../idempotency/idempotency.answer.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { checkMoneyEntering, creditByAdminDecision } from '../money-policy/money-entering.ts';
import { creditPaymentIn } from './onchain-credit.ts';
import { personalAddress } from './onchain-addresses.ts';
import { adminPayments, userPayments } from './onchain.repo.ts';
import type { EvmMethod } from './onchain-scan.ts';
// Reads that the routes and the admin dashboard use unchanged; exporting them here keeps both off the repo.
export { adminPayments, watcherStates } from './onchain.repo.ts';

type Resolve = z.output<typeof onchainResolveSchema>;

const decided = () => conflict('This payment was already decided');

/** Investor and admin operations of on-chain deposits (the watcher itself is onchain-watcher.ts). */
export function createOnchainService(deps: Deps) {
  async function evmMethod(id: string, activeOnly: boolean): Promise<EvmMethod> {
    const method = await findDepositMethod(deps.db, id);
    if (!method || method.kind !== 'evm' || !method.evm || (activeOnly && !method.active))
      throw new AppError(404, 'NOT_FOUND', 'Deposit method not found', { id: 'is not an available on-chain method' });
    return { ...method, evm: method.evm };
  }

  async function address(user: AuthUser, methodId: string): Promise<DepositAddress> {
    await assertUserAllowed(deps.db, user.id, 'deposit');
    const method = await evmMethod(methodId, true);
    return {
      address: await personalAddress(deps.db, method.evm, user.id, deps.now()),
      chainId: method.evm.chainId,
      asset: method.currency,
      minimum: centsToNumber(method.minCents),
      confirmations: method.evm.confirmations,
    };
  }

  async function payments(user: AuthUser, methodId: string): Promise<OnchainPayment[]> {
    const method = await evmMethod(methodId, false);
    return userPayments(deps.db, user.id, method.evm);
  }

  async function view(q: Queryable, id: string) {
    const [found] = await adminPayments(q, undefined, 1, id);
    if (!found) throw notFound('Payment not found');
    return found;
  }

  /**
   * An admin's decision on a payment in review. Credit goes through the admin-credit policy
   * (money-entering.ts): an over-maximum, another-asset or unrepresentable payment only at an
   * explicit `amount` within the method's limits; above the four-eyes threshold (with this user's
   * other admin credits of the day) nothing moves and the payment waits for a second admin.
   * Dismiss moves nothing. Both leave 'review' once (guarded UPDATE), audited.
   */
  async function resolve(adminId: string, id: string, input: Resolve): Promise<OnchainResolveResult> {
    const [payment] = isUuid(id)
      ? await deps.db.select().from(onchainPayments).where(eq(onchainPayments.id, id)).limit(1)
      : [];
    if (!payment) throw notFound('Payment not found');
    if (payment.status !== 'review') throw decided();
    const method = await evmMethod(payment.methodId, false);
    if (input.decision === 'dismiss') {
      return deps.db.transaction(async (tx) => {
        const rows = await tx
          .update(onchainPayments)
          .set({ status: 'resolved', resolutionNote: input.note, resolvedBy: adminId })
          .where(and(eq(onchainPayments.id, id), eq(onchainPayments.status, 'review')))
          .returning();
        if (rows.length === 0) throw decided();
        await audit(
          tx,
          {
            actorId: adminId,
            action: 'onchain_payment.dismiss',
            targetType: 'onchain_payment',
            targetId: id,
            before: { status: 'review' },
            after: { status: 'resolved' },
            reason: input.note,
          },
          deps.now(),
        );
        return recordAnswer(tx, 200, { message: 'Payment dismissed', payment: await view(tx, id) });
      });
    }
    const limits = { minCents: method.minCents, maxCents: method.maxCents };
    if (input.amount === undefined && payment.reviewReason && ONCHAIN_AMOUNT_REQUIRED.includes(payment.reviewReason)) {
      throw fieldError(
        'amount',
        `is required for this payment (${payment.reviewReason.replace('_', ' ')}): between ${formatCents(limits.minCents)} and ${formatCents(limits.maxCents)}`,
      );
    }
    const amountCents = input.amount ?? payment.amountCents;
    if (input.amount !== undefined) checkMoneyEntering(amountCents, limits);
    return creditByAdminDecision<OnchainResolveResult, OnchainResolveResult>(deps, {
      kind: 'onchain_credit',
      userId: payment.userId,
      amountCents,
      decidedBy: adminId,
      details: { kind: 'onchain_credit', paymentId: id, note: input.note },
      apply: async (tx, at) => {
        const deposit = await creditPaymentIn(deps, tx, method, payment, {
          from: 'review',
          amountCents,
          reviewedBy: adminId,
          note: input.note,
        });
        if (!deposit) throw decided();
        await audit(
          tx,
          {
            actorId: adminId,
            action: 'onchain_payment.credit',
            targetType: 'onchain_payment',
            targetId: id,
            before: { status: 'review' },
            after: { status: 'resolved', amountCents, depositId: deposit.id },
            reason: input.note,
          },
          at,
        );
        return {
          answer: { message: 'Payment credited', payment: await view(tx, id) },
          transactionId: deposit.ledgerTransactionId,
        };
      },
      queued: async (tx, sent) => {
        // Claimed for the request, so a second admin's click cannot file a second one or credit it directly.
        const rows = await tx
          .update(onchainPayments)
          .set({ status: 'awaiting_approval', resolutionNote: input.note, resolvedBy: adminId })
          .where(and(eq(onchainPayments.id, id), eq(onchainPayments.status, 'review')))
          .returning({ id: onchainPayments.id });
        if (rows.length === 0) throw decided();
        return { message: sent.message, approval: sent.approval, payment: await view(tx, id) };
      },
    });
  }

  return { address, payments, resolve };
}
