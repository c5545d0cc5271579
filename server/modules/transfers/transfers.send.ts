import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_SETTINGS } from '../../../src/contract/settings.ts';
import { formatCents } from '../../../src/contract/cents.ts';
import { queryPreparedRows, withConflictRetry } from '../../db/client.ts';
import { investorsOnly, sessionExpired } from '../../lib/auth-middleware.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, errorBody, forbidden, unprocessable, limitError } from '../../lib/errors.ts';
import type { SessionClaims } from '../../lib/jwt.ts';
import { inFlight, mismatch } from '../idempotency/idempotency.middleware.ts';
import { IDEMPOTENCY_TTL_MS, releaseStaleKey } from '../idempotency/idempotency.service.ts';
import { completeOrRetryLater } from '../idempotency/idempotency.complete.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { newReference } from '../ledger/ledger.post.ts';
import type { SecurityHoldReason } from '../../../src/contract/security-hold-reasons.ts';
import { SEND_NO_CODE_DEFAULT_CENTS, SEND_STEP_UP_MESSAGE, STEP_UP_MINUTES } from '../../../src/contract/step-up.ts';
import { pausedError } from '../security-holds/security-holds.service.ts';
import { TOTP_REQUIRED_MESSAGE } from '../two-factor/two-factor.check.ts';

/** A send as the statement takes it: the amount in integer cents (the wire's `amount` is dollars, parsed to cents by the contract). */
export type SendInput = { sender_wallet_id: string; recipient_email: string; amount_cents: number; note: string };
/** The answer to send: a JSON text (the database wrote it), and whether it is a replay. */
export type SendAnswer = { status: ContentfulStatusCode; body: string; replayed: boolean };

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
type Outcome = {
  kind: 'unauthorized' | 'forbidden' | 'replay' | 'in_flight' | 'mismatch' | 'refused' | 'preview' | 'sent';
  status: number | null;
  body: string | null;
};

const SETTING_KEYS = [
  'sendMoneyMin',
  'sendMoneyMax',
  'sendMoneyDailyLimit',
  'sendMoneyChargeFixed',
  'sendMoneyChargePercent',
  'withdrawalCoolingOffHours',
] as const;
const DEFAULTS = JSON.stringify({
  ...Object.fromEntries(SETTING_KEYS.map((k) => [k, DEFAULT_SETTINGS[k]])),
  sendNoCodeCents: SEND_NO_CODE_DEFAULT_CENTS,
});
export const utcMidnight = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

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

/** The Idempotency-Key of the request and the hash of its method, path and body (idempotency.middleware.ts). */
/** `requestId`: kept in a recorded refusal, so its replay is the same body as the first answer (app.ts onError adds it). */
export type KeyedRequest = { key: string; hash: string; requestId?: string };

/** What the statement is told besides the request: the key it claims, and the preview or the send. */
type StatementCall = { keyed?: KeyedRequest | undefined; link: string; factorOk?: boolean; preview?: boolean };

/**
 * One call of the database function send_money_request() (server/db/functions/send_money_request.sql),
 * its own transaction: it checks the session against the token's claims (its session row too),
 * claims the key, makes every check of a send, and then either answers the preview or locks,
 * posts, writes the transfer and both notifications and records the answer. Retried like
 * db.transaction on a deadlock or serialization failure: the attempt rolled back whole, key claim
 * included.
 */
export function callSendStatement(
  deps: Pick<Deps, 'db' | 'now'>,
  claims: SessionClaims,
  input: SendInput,
  call: StatementCall,
): Promise<Outcome[]> {
  const at = deps.now();
  const walletId = isUuid(input.sender_wallet_id) ? input.sender_wallet_id : null;
  const expiredBefore = new Date(at.getTime() - IDEMPOTENCY_TTL_MS);
  // A step-up of this session counts while its window lasts (step-up.service.ts: steppedUpUntil).
  const steppedUpAfter = new Date(at.getTime() - STEP_UP_MINUTES * 60_000);
  return withConflictRetry(() =>
    queryPreparedRows<Outcome>(
      deps.db,
      'send_money_request',
      sql`SELECT kind, status, body FROM send_money_request(${claims.sub}::uuid, ${claims.tv}::integer, ${claims.sid}::uuid, ${call.keyed?.key ?? null}, ${call.keyed?.hash ?? null},
        ${expiredBefore.toISOString()}::timestamptz, ${randomUUID()}::uuid, ${newReference()}, ${walletId}::uuid, ${input.recipient_email},
        ${input.amount_cents}::bigint, ${input.note}, ${at.toISOString()}::timestamptz, ${utcMidnight(at).toISOString()}::timestamptz, ${DEFAULTS}::jsonb,
        ${systemWalletId('fees_earned')}::uuid, ${call.link}, ${call.factorOk ?? false}::boolean,
        ${steppedUpAfter.toISOString()}::timestamptz, ${call.preview ?? false}::boolean)`,
    ),
  );
}

/**
 * A whole send in one statement (callSendStatement), mapped to its HTTP answer. `keyed` is left
 * out when the idempotency middleware handles the key itself.
 */
export async function sendMoneyRequest(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  claims: SessionClaims,
  input: SendInput,
  keyed: KeyedRequest | undefined,
  link: string,
  /** A second factor was verified for this request (money-policy.ts); the statement decides whether one was needed. */
  factorOk = false,
): Promise<SendAnswer> {
  const at = deps.now();
  const run = () => callSendStatement(deps, claims, input, { keyed, link, factorOk });
  let [o] = await run();
  // A key left in flight past its lease (its refusal was never recorded) has no money behind it: take it over once.
  if (o?.kind === 'in_flight' && keyed && (await releaseStaleKey(deps.db, claims.sub, keyed.key, at)))
    [o] = await run();
  switch (o?.kind) {
    case 'sent':
      return { status: 200, body: o.body ?? 'null', replayed: false };
    case 'replay':
      return { status: (o.status ?? 200) as ContentfulStatusCode, body: o.body ?? 'null', replayed: true };
    case 'unauthorized':
      throw sessionExpired();
    case 'forbidden':
      throw investorsOnly();
    case 'mismatch':
      throw mismatch();
    case 'in_flight':
      throw inFlight();
    case 'refused': {
      const err = refusal(JSON.parse(o.body ?? '{}') as Refusal);
      // The claim committed with the refusal's checks; the rendered answer is recorded for its retries.
      if (keyed)
        await completeOrRetryLater(deps, claims.sub, keyed.key, null, err.status, {
          ...errorBody(err),
          ...(keyed.requestId ? { requestId: keyed.requestId } : {}),
        });
      throw err;
    }
    default:
      throw new Error('send_money_request returned nothing');
  }
}
