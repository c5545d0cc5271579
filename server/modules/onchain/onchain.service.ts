import { centsToNumber } from '../../../src/contract/cents.ts';
import type { DepositAddress, OnchainPayment, onchainResolveSchema } from '../../../src/contract/onchain.ts';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { onchainPayments } from '../../db/schema-onchain.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { assertUserAllowed } from '../admin-users/user-switches.ts';
import { findDepositMethod } from '../deposits/deposit-methods.repo.ts';
import { creditPayment } from './onchain-credit.ts';
import { personalAddress } from './onchain-addresses.ts';
import { adminPayments, userPayments } from './onchain.repo.ts';
import type { EvmMethod } from './onchain-scan.ts';

type Resolve = z.output<typeof onchainResolveSchema>;

/** Investor and admin operations of on-chain deposits (the watcher itself is onchain-watcher.ts). */
export function createOnchainService(deps: Deps) {
  async function evmMethod(id: string, activeOnly: boolean): Promise<EvmMethod> {
    const method = await findDepositMethod(deps.db, id);
    if (!method || method.kind !== 'evm' || !method.evm || (activeOnly && !method.active)) throw new AppError(404, 'NOT_FOUND', 'Deposit method not found', { id: 'is not an available on-chain method' });
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

  /** An admin's decision on a payment in review: credit (through the same once-only path) or dismiss, audited. */
  async function resolve(adminId: string, id: string, input: Resolve) {
    const [payment] = await deps.db.select().from(onchainPayments).where(eq(onchainPayments.id, id)).limit(1);
    if (!payment) throw notFound('Payment not found');
    if (payment.status !== 'review') throw conflict('This payment was already decided');
    const method = await evmMethod(payment.methodId, false);
    if (input.decision === 'credit') {
      const amountCents = input.amount !== undefined ? Math.round(input.amount * 100) : payment.amountCents;
      if (amountCents <= 0) throw fieldError('amount', 'is required to credit a payment of another asset');
      const done = await creditPayment(deps, method, payment, { from: 'review', amountCents, reviewedBy: adminId, note: input.note });
      if (!done) throw conflict('This payment was already decided');
    } else {
      const rows = await deps.db
        .update(onchainPayments)
        .set({ status: 'resolved', resolutionNote: input.note, resolvedBy: adminId })
        .where(and(eq(onchainPayments.id, id), eq(onchainPayments.status, 'review')))
        .returning();
      if (rows.length === 0) throw conflict('This payment was already decided');
    }
    await audit(deps.db, { actorId: adminId, action: `onchain_payment.${input.decision}`, targetType: 'onchain_payment', targetId: id, before: { status: 'review' }, after: { status: 'resolved' }, reason: input.note }, deps.now());
    const [view] = await adminPayments(deps.db, undefined, 1, id);
    if (!view) throw notFound('Payment not found');
    return { message: input.decision === 'credit' ? 'Payment credited' : 'Payment dismissed', payment: view };
  }

  return { address, payments, resolve };
}
