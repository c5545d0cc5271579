import { z } from 'zod';
import { amountCents } from './money.ts';
import { emailField } from './auth.ts';
import { transactionSchema } from './transaction-shape.ts';
import { walletSchema } from './wallet-shape.ts';
import { chargeQuoteSchema } from './wallet.ts';
import { passkeyAssertionSchema, type PasskeyAssertion } from './passkey-assertion.ts';
import { totpCodeField } from './two-factor.ts';

export const sendMoneyQuoteRequestSchema = z.strictObject({
  sender_wallet_id: z.string().trim().min(1, 'is required').max(64, 'is too long'),
  recipient_email: emailField,
  amount: amountCents,
});

export const sendMoneyRequestSchema = z.strictObject({
  sender_wallet_id: z.string().trim().min(1, 'is required').max(64, 'is too long'),
  recipient_email: emailField,
  amount: amountCents,
  note: z.string().trim().max(255, 'must be at most 255 characters').optional().default(''),
  /** With two-factor on: the code (or a recovery code) for a recipient not paid before or above the no-code amount (403 TOTP_REQUIRED otherwise). */
  totp: totpCodeField.optional(),
  /** One of the user's passkeys in place of `totp`. */
  passkey: z.optional(passkeyAssertionSchema),
});
export type SendMoneyRequest = {
  sender_wallet_id: string;
  recipient_email: string;
  amount: number;
  note?: string;
  totp?: string | undefined;
  passkey?: PasskeyAssertion | undefined;
};

/**
 * The send preview: the charge, and what sending it will ask first: the code or a passkey
 * (two-factor on), or the password as this session's step-up (two-factor off, none in its window).
 */
export const sendQuoteSchema = chargeQuoteSchema.extend({
  second_factor_required: z.boolean(),
  step_up_required: z.boolean(),
});
export type SendQuote = z.infer<typeof sendQuoteSchema>;

/** Answer of exchange-now, send-money-now and the admin balance change. */
export const moneyResultSchema = z.object({
  message: z.string(),
  transaction: transactionSchema,
  wallets: z.array(walletSchema),
});
export type MoneyResult = z.infer<typeof moneyResultSchema>;

export const transferLogItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  direction: z.enum(['sent', 'received']),
  /** In full for money sent (the sender typed it), masked ("p•••@example.com") for money received. */
  counterpartyEmail: z.string(),
  /** First name and last initial ("Priya R."), both ways. */
  counterpartyName: z.string(),
  amount: z.number(),
  charge: z.number(),
  note: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const transferLogPageSchema = z.object({
  items: z.array(transferLogItemSchema),
  nextCursor: z.string().nullable(),
});
export type TransferLogItem = z.infer<typeof transferLogItemSchema>;

export const adminBalanceRequestSchema = z.strictObject({
  wallet_type: z.enum(['main', 'profit']),
  amount: amountCents,
  type: z.enum(['add', 'subtract']),
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(255, 'must be at most 255 characters'),
});

/** `GET /api/send-money/logs` query (keyset: pass the previous page's nextCursor). */
export const transferLogQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

/** `GET /api/send-money/recipient?email=`: who an e-mail would pay, masked ("Priya R."). */
export const recipientQuerySchema = z.strictObject({ email: emailField });
export const recipientPreviewSchema = z.object({ name: z.string() });
export type RecipientPreview = z.infer<typeof recipientPreviewSchema>;

/**
 * A name as a payment app shows it before paying: first name and the last name's initial
 * ("Priya Raman" -> "Priya R."), enough to catch a typo without publishing the full name.
 */
export function maskName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : '';
  return initial ? `${first} ${initial}.` : first;
}

/** "priya@example.com" -> "p•••@example.com": whose address it is, without publishing it. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.charAt(0)}•••${at >= 0 ? email.slice(at) : ''}`;
}

/**
 * The other party of a transfer as either side sees it (docs/decisions/0059-names-privacy-rule.md):
 * "Priya R. (p•••@example.com)". `shownEmail` is the address to show: masked, unless the viewer typed it.
 * The SQL twin is party_label (server/db/functions/party_label.sql).
 */
export function partyLabel(firstName: string, lastName: string, shownEmail: string): string {
  const name = maskName(firstName, lastName);
  return name ? `${name} (${shownEmail})` : shownEmail;
}

/** `GET /api/send-money/limits`: what the form checks before Review, and the Max button's amount. */
export const sendLimitsSchema = z.object({
  currency: z.string(),
  min: z.number(),
  max: z.number(),
  dailyLimit: z.number(),
  dailyLeft: z.number(),
  /** The largest amount the Main wallet covers with its fee within every limit; 0 when none. */
  maxSendable: z.number(),
  chargeFixed: z.number(),
  chargePercent: z.number(),
});
export type SendLimits = z.infer<typeof sendLimitsSchema>;
