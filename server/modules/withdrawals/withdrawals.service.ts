import { and, eq } from 'drizzle-orm';
import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import type { WithdrawQuote, WithdrawRequest, WithdrawResult } from '../../../src/contract/withdrawals.ts';
import { wallets } from '../../db/schema.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, unprocessable, limitError } from '../../lib/errors.ts';
import { humanCode } from '../../lib/secrets.ts';
import { assertUserAllowed } from '../admin-users/admin-users.service.ts';
import { isKycApproved } from '../kyc/kyc.service.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { computeCharge } from '../ledger/ledger.charge.ts';
import { post, type WalletRow } from '../ledger/ledger.post.ts';
import { sideFromDeltas, transactionView } from '../ledger/ledger.view.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { getSettings } from '../settings/settings.service.ts';
import { toPublicWallet } from '../wallets/wallets.service.ts';
import { findOwnedAccount } from './withdrawal-accounts.service.ts';
import { checkMoneyLeaving } from '../money-policy/money-policy.ts';
import { toWithdrawalView, withdrawalsSince } from './withdrawals.repo.ts';
import { recordAnswer } from '../idempotency/idempotency.answer.ts';
// Reads and views that routes and other modules use unchanged; exporting them here keeps both off the repo.
export {
  adminWithdrawalPage,
  findWithdrawal,
  toAdminWithdrawalView,
  toWithdrawalView,
  userWithdrawalPage,
  type WithdrawalRow,
} from './withdrawals.repo.ts';

export const WITHDRAW_LOG_LINK = '/user/withdraw/log';
export const KYC_FORM_LINK = '/user/kyc/form';
export const KYC_REQUIRED_MESSAGE = `Identity verification (KYC) is required before you can withdraw. Complete the KYC form at ${KYC_FORM_LINK}.`;

type Account = NonNullable<Awaited<ReturnType<typeof findOwnedAccount>>>;
type Plan = { account: Account; main: WalletRow; amountCents: number; chargeCents: number; dailyCount: number };

const utcMidnight = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/**
 * Withdraw from the Main wallet: the amount leaves the wallet at once for withdrawals_payable and
 * the request is pending; the charge is deducted from what is paid out. Review is in withdrawal-review.service.ts.
 */
export function createWithdrawalService(deps: Deps) {
  /** Shared by calculate-charge and the request; the daily count and the balance are checked under the wallet lock. */
  async function plan(user: AuthUser, input: WithdrawRequest): Promise<Plan> {
    await assertUserAllowed(deps.db, user.id, 'withdraw');
    const [account, settings, mainRows] = await Promise.all([
      findOwnedAccount(deps.db, user.id, input.account_id),
      getSettings(deps.db),
      deps.db
        .select()
        .from(wallets)
        .where(and(eq(wallets.userId, user.id), eq(wallets.type, 'main')))
        .limit(1),
    ]);
    if (!account)
      throw new AppError(404, 'NOT_FOUND', 'Withdrawal account not found', {
        account_id: 'is not one of your withdrawal accounts',
      });
    const main = mainRows[0];
    if (!main) throw new Error(`user ${user.id} has no main wallet`);
    if (settings.withdrawRequireKyc && !(await isKycApproved(deps.db, user.id)))
      throw unprocessable(KYC_REQUIRED_MESSAGE, 'KYC_REQUIRED');
    // The money-leaving policy, refused up front (the review step already says so, before a code is spent).
    await checkMoneyLeaving(deps, user.id, { exit: 'withdrawal', account: account.account, factor: 'quote' });
    const { method } = account;
    if (!method.active)
      throw unprocessable('This withdrawal method is no longer available', 'BUSINESS_RULE', {
        account_id: 'uses a method that is switched off',
      });
    const amountCents = input.amount;
    if (amountCents < method.minCents)
      throw limitError(
        `The minimum withdrawal is ${formatCents(method.minCents)}`,
        `must be at least ${formatCents(method.minCents)}`,
      );
    if (amountCents > method.maxCents)
      throw limitError(
        `The maximum withdrawal is ${formatCents(method.maxCents)}`,
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
    return { account, main, amountCents, chargeCents, dailyCount: settings.withdrawDailyCount };
  }

  async function quote(user: AuthUser, input: WithdrawRequest): Promise<WithdrawQuote> {
    const p = await plan(user, input);
    return {
      amount: centsToNumber(p.amountCents),
      charge: centsToNumber(p.chargeCents),
      receive_amount: centsToNumber(p.amountCents - p.chargeCents),
      total_debit: centsToNumber(p.amountCents),
      currency: p.main.currency,
      payout_currency: p.account.method.currency,
      processing_time: p.account.method.processingTime,
    };
  }

  async function request(user: AuthUser, input: WithdrawRequest): Promise<WithdrawResult> {
    const p = await plan(user, input);
    // After the checks that need no code, so a refused amount does not spend one. 403, not 401:
    // the session is fine, the action needs the second factor (the client keeps the session).
    await checkMoneyLeaving(deps, user.id, {
      exit: 'withdrawal',
      account: p.account.account,
      factor: 'required',
      given: { totp: input.totp, passkey: input.passkey },
    });
    const { account, method } = p.account;
    const at = deps.now();
    const reference = `WDR${humanCode(10)}`;
    return deps.db.transaction(async (tx) => {
      const posted = await post(tx, {
        type: 'withdraw',
        description: `Withdrawal to ${account.name} via ${method.name} (${reference})`,
        userId: user.id,
        amountCents: p.amountCents,
        chargeCents: p.chargeCents,
        status: 'pending',
        metadata: { withdrawalReference: reference, methodId: method.id },
        postings: [
          { walletId: p.main.id, amountCents: -p.amountCents },
          { walletId: systemWalletId('withdrawals_payable'), amountCents: p.amountCents },
        ],
        at,
        // Counted under the wallet lock, so two requests at once cannot both pass the daily count.
        underLock: async () => {
          await assertUserAllowed(tx, user.id, 'withdraw');
          const made = await withdrawalsSince(tx, user.id, utcMidnight(at));
          if (made >= p.dailyCount) {
            throw limitError(
              `Daily withdrawal limit reached: at most ${p.dailyCount} requests per day`,
              `exceeds the daily limit of ${p.dailyCount} withdrawals`,
            );
          }
        },
        insufficient: { message: 'Insufficient balance in your Main Wallet' },
      });
      const [row] = await tx
        .insert(withdrawals)
        .values({
          reference,
          userId: user.id,
          methodId: method.id,
          accountId: account.id,
          methodName: method.name,
          currency: method.currency,
          accountName: account.name,
          details: account.details,
          accountChangedAt: account.detailsChangedAt,
          processingTime: method.processingTime,
          amountCents: p.amountCents,
          chargeCents: p.chargeCents,
          requestTransactionId: posted.transaction.id,
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('withdrawal insert returned nothing');
      // In the bell (and push) too, not only by mail: money left the wallet, the owner must see it in the app.
      const notice = {
        name: 'withdrawal_requested' as const,
        values: { amount: `${formatCents(p.amountCents)} USD`, reference, account: account.name },
      };
      await notify(tx, { userId: user.id, notice, link: WITHDRAW_LOG_LINK, event: 'withdrawal_requested' }, at);
      await mailUser(
        tx,
        user.id,
        'withdrawal_requested',
        { amount: `${formatCents(p.amountCents)} USD`, reference, method: method.name },
        at,
      );
      // The answer commits with the money (idempotency.answer.ts).
      return recordAnswer(tx, 200, {
        message: 'Withdrawal requested. It is paid out once it is approved.',
        withdrawal: toWithdrawalView(row),
        transaction: transactionView(
          posted.transaction,
          user.id,
          sideFromDeltas(posted.deltas, new Map([[p.main.id, 'main' as const]])),
        ),
        wallets: posted.wallets.map(toPublicWallet),
      });
    });
  }

  return { quote, request };
}
