import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deposit, DepositQuote, depositRequestSchema } from '../../../src/contract/deposits.ts';
import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import { deposits } from '../../db/schema-deposits.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, conflict, notFound, unprocessable, limitError } from '../../lib/errors.ts';
import { humanCode } from '../../lib/secrets.ts';
import type { StoredFile } from '../../lib/upload-files.ts';
import { checkUpload } from '../../lib/uploads.ts';
import { computeCharge } from '../ledger/ledger.charge.ts';
import { assertUserAllowed } from '../admin-users/admin-users.service.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { toPublicWallet } from '../wallets/wallets.service.ts';
import { depositKindOf, findDepositMethod, type DepositMethodRow } from './deposit-methods.repo.ts';
import { creditApprovedDeposit, DEPOSIT_LOG_LINK } from './deposit-credit.ts';
import { createCardDeposit } from '../card-payments/card-checkout.service.ts';
import { findDeposit, userBrief } from './deposits.repo.ts';
import { toAdminDepositView, toDepositView } from './deposits.view.ts';
import { payAmount } from '../../lib/pay-amount.ts';
import { recordAnswer } from '../idempotency/idempotency.answer.ts';
// Pages the routes read unchanged; exporting them here keeps the routes off the repo.
export { adminDepositPage, findDeposit, userDepositPage } from './deposits.repo.ts';

export type DepositFields = z.output<typeof depositRequestSchema>;
type Plan = { method: DepositMethodRow; amountCents: number; chargeCents: number; pay: string };

/** Add Money: a pending request with the method's payment details; money moves only when an admin approves. */
export function createDepositService(deps: Deps) {
  async function plan(methodId: string, amountCents: number): Promise<Plan> {
    const method = await findDepositMethod(deps.db, methodId);
    // A card method is not offered while Stripe is not configured.
    if (!method || !method.active || (method.kind === 'card' && !deps.env.stripe))
      throw new AppError(404, 'NOT_FOUND', 'Deposit method not found', { method_id: 'is not an available method' });
    if (amountCents < method.minCents)
      throw limitError(
        `The minimum deposit is ${formatCents(method.minCents)}`,
        `must be at least ${formatCents(method.minCents)}`,
      );
    if (amountCents > method.maxCents)
      throw limitError(
        `The maximum deposit is ${formatCents(method.maxCents)}`,
        `must be at most ${formatCents(method.maxCents)}`,
      );
    const chargeCents = computeCharge(amountCents, {
      fixedCents: method.chargeFixedCents,
      percentBasisPoints: method.chargePercentBp,
    });
    if (chargeCents >= amountCents)
      throw unprocessable('The charge would take the whole amount', 'BUSINESS_RULE', {
        amount: 'is too small to cover the charge',
      });
    return { method, amountCents, chargeCents, pay: payAmount(amountCents, method.rate, method.decimals) };
  }

  async function quote(input: { method_id: string; amount: number }): Promise<DepositQuote> {
    const p = await plan(input.method_id, input.amount);
    return {
      amount: centsToNumber(p.amountCents),
      charge: centsToNumber(p.chargeCents),
      receive_amount: centsToNumber(p.amountCents - p.chargeCents),
      currency: 'USD',
      pay_amount: p.pay,
      pay_currency: p.method.currency,
    };
  }

  /** Stores the proof only after every check passed; removes it again if the row cannot be written. */
  async function withStoredProof<T>(
    file: File | undefined,
    write: (stored: StoredFile | null) => Promise<T>,
  ): Promise<T> {
    if (file) await checkUpload(file);
    const stored = file ? await deps.storage.save(file) : null;
    try {
      return await write(stored);
    } catch (err) {
      if (stored) await deps.storage.remove(stored.key).catch(() => undefined);
      throw err;
    }
  }

  const proofColumns = (stored: StoredFile | null) =>
    stored
      ? { proofKey: stored.key, proofMime: stored.mime, proofName: stored.originalName, proofSize: stored.size }
      : {};

  async function create(
    user: AuthUser,
    fields: DepositFields,
    file: File | undefined,
  ): Promise<{ message: string; deposit: Deposit; checkoutUrl?: string }> {
    await assertUserAllowed(deps.db, user.id, 'deposit');
    const p = await plan(fields.method_id, fields.amount);
    // An on-chain method needs no request: the watcher credits what arrives at the personal address.
    if (p.method.kind === 'evm')
      throw unprocessable(
        'Send the payment to your personal address of this method; it is credited by itself',
        'BUSINESS_RULE',
        { method_id: 'is an on-chain method: no deposit request is needed' },
      );
    if (p.method.kind === 'card') {
      if (file)
        throw new AppError(400, 'VALIDATION_FAILED', 'A card payment takes no proof', {
          proof: 'is not taken for a card payment',
        });
      return createCardDeposit(deps, user, p);
    }
    const at = deps.now();
    const row = await withStoredProof(file, (stored) =>
      deps.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(deposits)
          .values({
            reference: `DEP${humanCode(10)}`,
            userId: user.id,
            methodId: p.method.id,
            methodName: p.method.name,
            kind: depositKindOf(p.method.kind),
            currency: p.method.currency,
            network: p.method.network,
            address: p.method.address,
            instructions: p.method.instructions,
            rate: p.method.rate,
            payAmount: p.pay,
            amountCents: p.amountCents,
            chargeCents: p.chargeCents,
            transactionHash: fields.transaction_hash || null,
            ...proofColumns(stored),
            createdAt: at,
          })
          .returning();
        if (!inserted) throw new Error('deposit insert returned nothing');
        const amount = `${formatCents(inserted.amountCents)} USD`;
        await mailUser(
          tx,
          user.id,
          'deposit_received',
          { amount, reference: inserted.reference, method: inserted.methodName },
          at,
        );
        return inserted;
      }),
    );
    return { message: 'Deposit submitted. Your wallet is credited once it is approved.', deposit: toDepositView(row) };
  }

  /** A proof for a pending deposit, sent later; it replaces an earlier one. */
  async function addProof(
    user: AuthUser,
    id: string,
    file: File | undefined,
    transactionHash?: string,
  ): Promise<{ message: string; deposit: Deposit }> {
    const current = await findDeposit(deps.db, id, user.id);
    if (!current) throw notFound('Deposit not found');
    if (!file) throw new AppError(400, 'VALIDATION_FAILED', 'proof is required', { proof: 'is required' });
    if (current.status !== 'pending') throw conflict('This deposit has already been reviewed');
    const row = await withStoredProof(file, async (stored) => {
      const [updated] = await deps.db
        .update(deposits)
        .set({ ...proofColumns(stored), ...(transactionHash ? { transactionHash } : {}) })
        .where(and(eq(deposits.id, id), eq(deposits.userId, user.id), eq(deposits.status, 'pending')))
        .returning();
      if (!updated) throw conflict('This deposit has already been reviewed');
      return updated;
    });
    if (current.proofKey) await deps.storage.remove(current.proofKey).catch(() => undefined);
    return { message: 'Proof uploaded', deposit: toDepositView(row) };
  }

  /** The proof's bytes for its owner (userId given) or an admin; a missing proof is a 404 like a missing deposit. */
  async function proof(id: string, userId?: string) {
    const row = await findDeposit(deps.db, id, userId);
    if (!row || !row.proofKey) throw notFound('Proof not found');
    return {
      body: await deps.storage.read(row.proofKey),
      mime: row.proofMime ?? 'application/octet-stream',
      name: row.proofName ?? 'proof',
    };
  }

  /** Leaves 'pending' exactly once: the loser of a race, or a second decision, gets 409 and changes nothing. */
  async function decide(
    adminId: string,
    id: string,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  ) {
    const before = await findDeposit(deps.db, id);
    if (!before) throw notFound('Deposit not found');
    // Stripe settles card deposits (webhook or reconciliation): an admin approving one would credit money not received.
    if (before.kind === 'card') throw conflict('Card deposits are settled by Stripe, not reviewed');
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(deposits)
        .set({
          status: decision.status,
          reviewedBy: adminId,
          reviewedAt: at,
          rejectionReason: decision.status === 'rejected' ? decision.reason : null,
        })
        .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
        .returning();
      if (!row) throw conflict('This deposit has already been reviewed');
      const shown = `${formatCents(row.amountCents)} USD`;
      let walletsAfter: ReturnType<typeof toPublicWallet>[] = [];
      if (decision.status === 'approved') {
        walletsAfter = (await creditApprovedDeposit(deps, tx, row, at)).map(toPublicWallet);
      } else {
        await notify(
          tx,
          {
            userId: row.userId,
            notice: {
              name: 'deposit_rejected',
              values: { amount: shown, reference: row.reference, reason: decision.reason },
            },
            link: DEPOSIT_LOG_LINK,
            event: 'deposit_rejected',
          },
          at,
        );
        await mailUser(
          tx,
          row.userId,
          'deposit_rejected',
          { amount: shown, reference: row.reference, reason: decision.reason },
          at,
        );
      }
      await audit(
        tx,
        {
          actorId: adminId,
          action: decision.status === 'approved' ? 'deposit.approve' : 'deposit.reject',
          targetType: 'deposit',
          targetId: row.id,
          before: { status: before.status },
          after: { status: row.status, amountCents: row.amountCents, chargeCents: row.chargeCents },
          reason: decision.status === 'rejected' ? decision.reason : null,
        },
        at,
      );
      const view = toAdminDepositView(row, await userBrief(tx, row.userId));
      // The answer commits with the money (idempotency.answer.ts).
      return recordAnswer(
        tx,
        200,
        decision.status === 'approved'
          ? { message: 'Deposit approved', deposit: view, wallets: walletsAfter }
          : { message: 'Deposit rejected', deposit: view },
      );
    });
  }

  return {
    quote,
    create,
    addProof,
    proof,
    approve: (adminId: string, id: string) => decide(adminId, id, { status: 'approved' }),
    reject: (adminId: string, id: string, reason: string) => decide(adminId, id, { status: 'rejected', reason }),
  };
}
