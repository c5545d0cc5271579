import { formatCents } from '../../../src/contract/cents.ts';
import type { SecurityHoldReason } from '../../../src/contract/security-hold-reasons.ts';
import { SEND_STEP_UP_MESSAGE } from '../../../src/contract/step-up.ts';
import { AppError, forbidden, limitError, unprocessable } from '../../lib/errors.ts';
import { pausedError } from '../security-holds/security-holds.service.ts';
import { TOTP_REQUIRED_MESSAGE } from '../two-factor/two-factor.check.ts';

/** What send_money_request() answers when it refuses a send: the body of its `refused` outcome. */
export type Refusal =
  | {
      error:
        | 'SWITCHED_OFF'
        | 'WALLET_NOT_FOUND'
        | 'NOT_MAIN'
        | 'SELF'
        | 'RECIPIENT_NOT_FOUND'
        | 'INSUFFICIENT'
        | 'FACTOR'
        | 'STEP_UP';
    }
  | { error: 'MIN' | 'MAX' | 'DAILY'; cents: number }
  | { error: 'PAUSED'; reason: SecurityHoldReason; until: string };

/** The refusals of send_money_request(), with the messages the step-by-step version gave (tests pin them). */
export function refusal(o: Refusal): AppError {
  switch (o.error) {
    case 'SWITCHED_OFF':
      return forbidden('Sending money is disabled for your account. Please contact support.');
    case 'WALLET_NOT_FOUND':
      return new AppError(404, 'NOT_FOUND', 'Wallet not found', { sender_wallet_id: 'is not one of your wallets' });
    case 'NOT_MAIN':
      return unprocessable('Only the Main wallet can send money', 'BUSINESS_RULE', {
        sender_wallet_id: 'must be your Main wallet',
      });
    case 'SELF':
      return unprocessable('You cannot send money to yourself', 'BUSINESS_RULE', {
        recipient_email: 'must be another user',
      });
    case 'RECIPIENT_NOT_FOUND':
      return new AppError(404, 'RECIPIENT_NOT_FOUND', 'Recipient not found', {
        recipient_email: 'Recipient not found',
      });
    case 'MIN':
      return limitError(
        `The minimum amount to send is ${formatCents(o.cents)}`,
        `must be at least ${formatCents(o.cents)}`,
      );
    case 'MAX':
      return limitError(
        `The maximum amount to send is ${formatCents(o.cents)}`,
        `must be at most ${formatCents(o.cents)}`,
      );
    case 'DAILY':
      return limitError(
        `Daily send limit reached: ${formatCents(o.cents)} left today`,
        `exceeds the daily limit (${formatCents(o.cents)} left today)`,
      );
    case 'PAUSED':
      return pausedError(
        { reason: o.reason, startedAt: new Date(o.until), until: new Date(o.until) },
        403,
        'Sending money is',
      );
    case 'FACTOR':
      return new AppError(403, 'TOTP_REQUIRED', TOTP_REQUIRED_MESSAGE, { totp: 'is required' });
    case 'STEP_UP':
      // The step-up's own code: the client answers it as any step-up (POST /api/step-up), then sends again.
      return new AppError(403, 'STEP_UP_REQUIRED', SEND_STEP_UP_MESSAGE);
    case 'INSUFFICIENT':
      return new AppError(
        422,
        'INSUFFICIENT_FUNDS',
        'Insufficient balance in your Main Wallet to cover the amount and the charge',
        {
          amount: 'exceeds the available balance',
        },
      );
  }
}
