import type { z } from 'zod';
import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import type { sendMoneyQuoteRequestSchema } from '../../../src/contract/transfers.ts';
import type { SendQuote } from '../../../src/contract/transfers.ts';
import { checkMoneyLeaving } from '../money-policy/money-policy.ts';
import { sendNeedsFactor } from '../money-policy/send-rule.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { computeCharge, moneyToCents, percentToBasisPoints } from '../ledger/ledger.charge.ts';
import { ownedWallets } from '../ledger/ledger.lookup.ts';
import type { WalletRow } from '../ledger/ledger.post.ts';
import { getSettings } from '../settings/settings.service.ts';
import { findRecipient, type Recipient } from './transfers.repo.ts';
import { assertUserAllowed } from '../admin-users/admin-users.service.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { refusal, utcMidnight } from './transfers.send.ts';
// Pages the routes read unchanged; exporting them here keeps the routes off the repo.
export { transferLogPage } from './transfers.repo.ts';

type QuoteInput = z.output<typeof sendMoneyQuoteRequestSchema>;
type Plan = { sender: WalletRow; recipient: Recipient & { mainWalletId: string }; amountCents: number; chargeCents: number; dailyLimitCents: number };

export const SEND_MONEY_LOG_LINK = '/user/send-money/log';

const limitError = (message: string, problem: string) => new AppError(422, 'LIMIT_EXCEEDED', message, { amount: problem });

/** Main wallet to another user's Main wallet; the sender pays the charge on top of the amount. */
export function createTransferService(deps: Deps) {
  /** The checks of calculate-charge; send-money-now makes the same ones inside send_money_request() (transfers.send.ts). */
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

  /**
   * The preview also says what send would refuse next: the daily limit and the balance (same
   * checks and messages as send_money_request(), read without locks: send checks again under them).
   */
  async function assertAffordable(user: AuthUser, p: Plan): Promise<number> {
    const [row] = await queryRows<{ sent: unknown }>(
      deps.db,
      sql`SELECT coalesce(sum(t.amount_cents), 0) AS sent FROM ledger_transactions t
        WHERE t.user_id = ${user.id} AND t.type = 'send_money' AND t.status = 'completed' AND t.created_at >= ${utcMidnight(deps.now()).toISOString()}::timestamptz`,
    );
    const sent = Number(row?.sent ?? 0);
    if (sent + p.amountCents > p.dailyLimitCents) throw refusal({ error: 'DAILY', cents: Math.max(0, p.dailyLimitCents - sent) });
    if (p.sender.balanceCents < p.amountCents + p.chargeCents) throw refusal({ error: 'INSUFFICIENT' });
    return sent;
  }

  async function quote(user: AuthUser, input: QuoteInput): Promise<SendQuote> {
    const p = await plan(user, input);
    // The money-leaving policy as the send will apply it: paused now is refused now.
    await checkMoneyLeaving(deps, user.id, { exit: 'send-money', factor: 'quote' });
    const sent = await assertAffordable(user, p);
    return {
      second_factor_required: await sendNeedsFactor(deps.db, user.id, p.recipient.id, p.amountCents, sent),
      amount: centsToNumber(p.amountCents),
      charge: centsToNumber(p.chargeCents),
      receive_amount: centsToNumber(p.amountCents),
      total_debit: centsToNumber(p.amountCents + p.chargeCents),
      currency: p.sender.currency,
    };
  }

  return { quote };
}
