import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../../../src/contract/settings.ts';
import { formatCents } from '../../../src/contract/cents.ts';
import type { MoneyResult } from '../../../src/contract/transfers.ts';
import { queryRows } from '../../db/client.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, forbidden, unprocessable } from '../../lib/errors.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { newReference, type WalletRow } from '../ledger/ledger.post.ts';
import { transactionView } from '../ledger/ledger.view.ts';
import { toPublicWallet } from '../wallets/wallets.repo.ts';

export type SendInput = { sender_wallet_id: string; recipient_email: string; amount: number; note: string };

type WalletJson = { id: string; user_id: string | null; type: WalletRow['type']; system_code: string | null; name: string; currency: string; balance_cents: number; created_at: string; updated_at: string };
type Outcome =
  | { error: 'SWITCHED_OFF' | 'WALLET_NOT_FOUND' | 'NOT_MAIN' | 'SELF' | 'RECIPIENT_NOT_FOUND' | 'INSUFFICIENT' }
  | { error: 'MIN' | 'MAX' | 'DAILY'; cents: number }
  | { error?: undefined; charge: number; recipientId: string; recipientEmail: string; wallet: WalletJson };

const SETTING_KEYS = ['sendMoneyMin', 'sendMoneyMax', 'sendMoneyDailyLimit', 'sendMoneyChargeFixed', 'sendMoneyChargePercent'] as const;
const DEFAULTS = JSON.stringify(Object.fromEntries(SETTING_KEYS.map((k) => [k, DEFAULT_SETTINGS[k]])));
const limitError = (message: string, problem: string) => new AppError(422, 'LIMIT_EXCEEDED', message, { amount: problem });
const utcMidnight = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** The refusals of send_money(), with the messages the step-by-step version gave (tests pin them). */
function refusal(o: Exclude<Outcome, { error?: undefined }>): AppError {
  switch (o.error) {
    case 'SWITCHED_OFF':
      return forbidden('Sending money is disabled for your account. Please contact support.');
    case 'WALLET_NOT_FOUND':
      return new AppError(404, 'NOT_FOUND', 'Wallet not found', { sender_wallet_id: 'is not one of your wallets' });
    case 'NOT_MAIN':
      return unprocessable('Only the Main wallet can send money', 'BUSINESS_RULE', { sender_wallet_id: 'must be your Main wallet' });
    case 'SELF':
      return unprocessable('You cannot send money to yourself', 'BUSINESS_RULE', { recipient_email: 'must be another user' });
    case 'RECIPIENT_NOT_FOUND':
      return new AppError(404, 'RECIPIENT_NOT_FOUND', 'Recipient not found', { recipient_email: 'Recipient not found' });
    case 'MIN':
      return limitError(`The minimum amount to send is ${formatCents(o.cents)}`, `must be at least ${formatCents(o.cents)}`);
    case 'MAX':
      return limitError(`The maximum amount to send is ${formatCents(o.cents)}`, `must be at most ${formatCents(o.cents)}`);
    case 'DAILY':
      return limitError(`Daily send limit reached: ${formatCents(o.cents)} left today`, `exceeds the daily limit (${formatCents(o.cents)} left today)`);
    case 'INSUFFICIENT':
      return new AppError(422, 'INSUFFICIENT_FUNDS', 'Insufficient balance in your Main Wallet to cover the amount and the charge', {
        amount: 'exceeds the available balance',
      });
  }
}

/**
 * Send money in one round trip: the database function send_money() (migration 0008) checks,
 * locks, posts and writes the transfer and both notifications as one statement, its own
 * transaction. Same rules and answers as the quote path's plan() plus ledger post().
 */
export async function sendMoney(deps: Pick<Deps, 'db' | 'now'>, user: AuthUser, input: SendInput, link: string): Promise<MoneyResult> {
  const at = deps.now();
  const txId = randomUUID();
  const reference = newReference();
  const walletId = isUuid(input.sender_wallet_id) ? input.sender_wallet_id : null;
  const [row] = await queryRows<{ r: Outcome }>(
    deps.db,
    sql`SELECT send_money(${txId}::uuid, ${reference}, ${user.id}::uuid, ${walletId}::uuid, ${input.recipient_email}, ${input.amount}::bigint,
      ${input.note}, ${at.toISOString()}::timestamptz, ${utcMidnight(at).toISOString()}::timestamptz, ${DEFAULTS}::jsonb,
      ${systemWalletId('fees_earned')}::uuid, ${link}) AS r`,
  );
  const o = row?.r;
  if (!o) throw new Error('send_money returned nothing');
  if (o.error !== undefined) throw refusal(o);
  const w = o.wallet;
  const wallet: WalletRow = {
    id: w.id,
    userId: w.user_id,
    type: w.type,
    systemCode: w.system_code,
    name: w.name,
    currency: w.currency,
    balanceCents: Number(w.balance_cents),
    createdAt: new Date(w.created_at),
    updatedAt: new Date(w.updated_at),
  };
  const total = input.amount + o.charge;
  const transaction = transactionView(
    {
      id: txId,
      reference,
      type: 'send_money',
      description: `Sent to ${o.recipientEmail}`,
      userId: user.id,
      counterpartyUserId: o.recipientId,
      amountCents: input.amount,
      chargeCents: o.charge,
      status: 'completed',
      createdAt: at,
    },
    user.id,
    { netCents: -total, walletType: 'main' },
  );
  return { message: 'Money sent successfully', transaction, wallets: [toPublicWallet(wallet)] };
}
