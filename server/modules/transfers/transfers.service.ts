import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToNumber, formatCents } from '../../../src/contract/money.ts';
import type { MoneyResult, sendMoneyQuoteRequestSchema } from '../../../src/contract/transfers.ts';
import type { ChargeQuote } from '../../../src/contract/wallet.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { computeCharge, moneyToCents, percentToBasisPoints } from '../ledger/ledger.charge.ts';
import { ownedWallets } from '../ledger/ledger.lookup.ts';
import { post, type WalletRow } from '../ledger/ledger.post.ts';
import { sideFromDeltas, transactionView } from '../ledger/ledger.view.ts';
import { getSettings } from '../settings/settings.service.ts';
import { toPublicWallet } from '../wallets/wallets.repo.ts';
import { findRecipient, sentSince, type Recipient } from './transfers.repo.ts';
import { assertUserAllowed } from '../admin-users/user-switches.ts';

type QuoteInput = z.output<typeof sendMoneyQuoteRequestSchema>;
type SendInput = QuoteInput & { note: string };
type Plan = { sender: WalletRow; recipient: Recipient & { mainWalletId: string }; amountCents: number; chargeCents: number; dailyLimitCents: number };

export const SEND_MONEY_LOG_LINK = '/user/send-money/log';

const limitError = (message: string, problem: string) => new AppError(422, 'LIMIT_EXCEEDED', message, { amount: problem });
const utcMidnight = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Main wallet to another user's Main wallet; the sender pays the charge on top of the amount. */
export function createTransferService(deps: Deps) {
  /** The checks shared by calculate-charge and send-money-now; the daily limit and balance are checked under the lock. */
  async function plan(user: AuthUser, input: QuoteInput): Promise<Plan> {
    await assertUserAllowed(deps.db, user.id, 'send_money');
    const [owned, settings, recipient] = await Promise.all([
      ownedWallets(deps.db, user.id, [input.sender_wallet_id]),
      getSettings(deps.db),
      findRecipient(deps.db, input.recipient_email),
    ]);
    const sender = owned.get(input.sender_wallet_id);
    if (!sender) throw new AppError(404, 'NOT_FOUND', 'Wallet not found', { sender_wallet_id: 'is not one of your wallets' });
    if (sender.type !== 'main') {
      throw unprocessable('Only the Main wallet can send money', 'BUSINESS_RULE', { sender_wallet_id: 'must be your Main wallet' });
    }
    if (input.recipient_email === user.email.toLowerCase() || recipient?.id === user.id) {
      throw unprocessable('You cannot send money to yourself', 'BUSINESS_RULE', { recipient_email: 'must be another user' });
    }
    if (!recipient || recipient.role !== 'user' || recipient.bannedAt || !recipient.mainWalletId) {
      throw new AppError(404, 'RECIPIENT_NOT_FOUND', 'Recipient not found', { recipient_email: 'Recipient not found' });
    }
    const min = moneyToCents(settings.sendMoneyMin);
    const max = moneyToCents(settings.sendMoneyMax);
    if (input.amount < min) throw limitError(`The minimum amount to send is ${formatCents(min)}`, `must be at least ${formatCents(min)}`);
    if (input.amount > max) throw limitError(`The maximum amount to send is ${formatCents(max)}`, `must be at most ${formatCents(max)}`);
    const chargeCents = computeCharge(input.amount, {
      fixedCents: moneyToCents(settings.sendMoneyChargeFixed),
      percentBasisPoints: percentToBasisPoints(settings.sendMoneyChargePercent),
    });
    return {
      sender,
      recipient: { ...recipient, mainWalletId: recipient.mainWalletId },
      amountCents: input.amount,
      chargeCents,
      dailyLimitCents: moneyToCents(settings.sendMoneyDailyLimit),
    };
  }

  async function quote(user: AuthUser, input: QuoteInput): Promise<ChargeQuote> {
    const p = await plan(user, input);
    return {
      amount: centsToNumber(p.amountCents),
      charge: centsToNumber(p.chargeCents),
      receive_amount: centsToNumber(p.amountCents),
      total_debit: centsToNumber(p.amountCents + p.chargeCents),
      currency: p.sender.currency,
    };
  }

  async function send(user: AuthUser, input: SendInput): Promise<MoneyResult> {
    const p = await plan(user, input);
    const at = deps.now();
    const total = p.amountCents + p.chargeCents;
    const result = await deps.db.transaction(async (tx) => {
      const posted = await post(tx, {
        type: 'send_money',
        description: `Sent to ${p.recipient.email}`,
        userId: user.id,
        counterpartyUserId: p.recipient.id,
        amountCents: p.amountCents,
        chargeCents: p.chargeCents,
        metadata: { note: input.note, recipientEmail: p.recipient.email, senderEmail: user.email },
        postings: [
          { walletId: p.sender.id, amountCents: -total },
          { walletId: p.recipient.mainWalletId, amountCents: p.amountCents },
          { walletId: systemWalletId('fees_earned'), amountCents: p.chargeCents },
        ],
        at,
        // Counted under the sender's wallet lock, so concurrent sends cannot pass the limit together.
        underLock: async () => {
          const sent = await sentSince(tx, user.id, utcMidnight(at));
          if (sent + p.amountCents > p.dailyLimitCents) {
            const left = Math.max(0, p.dailyLimitCents - sent);
            throw limitError(`Daily send limit reached: ${formatCents(left)} left today`, `exceeds the daily limit (${formatCents(left)} left today)`);
          }
        },
        insufficient: { message: 'Insufficient balance in your Main Wallet to cover the amount and the charge' },
      });
      const ref = posted.transaction.reference;
      const shown = `${formatCents(p.amountCents)} ${p.sender.currency}`;
      // One statement for the transfer row and both notifications: a round trip less while the wallets are locked.
      await tx.execute(sql`
        WITH tr AS (
          INSERT INTO transfers (transaction_id, sender_user_id, recipient_user_id, amount_cents, charge_cents, note, created_at)
          VALUES (${posted.transaction.id}, ${user.id}, ${p.recipient.id}, ${p.amountCents}, ${p.chargeCents}, ${input.note}, ${at.toISOString()}::timestamptz)
        )
        INSERT INTO notifications (user_id, message, link, created_at) VALUES
          (${user.id}, ${`You sent ${shown} to ${p.recipient.email} (${ref})`}, ${SEND_MONEY_LOG_LINK}, ${at.toISOString()}::timestamptz),
          (${p.recipient.id}, ${`You received ${shown} from ${user.email} (${ref})`}, ${SEND_MONEY_LOG_LINK}, ${at.toISOString()}::timestamptz)
      `);
      return posted;
    });
    return {
      message: 'Money sent successfully',
      transaction: transactionView(result.transaction, user.id, sideFromDeltas(result.deltas, new Map([[p.sender.id, 'main' as const]]))),
      wallets: result.wallets.filter((w) => w.userId === user.id).map(toPublicWallet),
    };
  }

  return { quote, send };
}
