import { randomUUID } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_SETTINGS } from '../../../src/contract/settings.ts';
import { SEND_NO_CODE_DEFAULT_CENTS, STEP_UP_MINUTES } from '../../../src/contract/step-up.ts';
import { investorsOnly, sessionExpired } from '../../lib/auth-middleware.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, errorBody, fieldError } from '../../lib/errors.ts';
import type { SessionClaims } from '../../lib/jwt.ts';
import { completeOrRetryLater } from '../idempotency/idempotency.complete.ts';
import {
  IDEMPOTENCY_HEADER,
  inFlight,
  isValidKey,
  keyPurger,
  mismatch,
} from '../idempotency/idempotency.middleware.ts';
import { IDEMPOTENCY_TTL_MS, releaseKey, releaseStaleKey } from '../idempotency/idempotency.service.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { newReference } from '../ledger/ledger.post.ts';
import { factorGiven, verifyGivenFactor } from '../money-policy/money-policy.ts';
import type { GivenFactor } from '../passkeys/passkeys.second-factor.ts';
import { refusal, type Refusal } from './transfers.refusal.ts';
import { createSendQueue, type Outcome, type SendCall, type SendQueueOptions } from './transfers.queue.ts';
import { createSendTexts, sendFigures } from './transfers.texts.ts';

/** A send as the statement takes it: the amount in integer cents (the wire's `amount` is dollars, parsed to cents by the contract). */
export type SendInput = { sender_wallet_id: string; recipient_email: string; amount_cents: number; note: string };
/** The answer to send: a JSON text (the database wrote it), and whether it is a replay. */
export type SendAnswer = { status: ContentfulStatusCode; body: string; replayed: boolean };
/** POST /api/send-money-now as read by its route: the token's claims, the key header, and the body or what is wrong with it. */
export type SendRequest = {
  claims: SessionClaims;
  key: string | undefined;
  /** The hash of method, path and body text the key is compared by (idempotency.middleware.ts requestHash). */
  hash: string;
  /** Kept in a recorded refusal, so its replay is the same body as the first answer (app.ts onError adds it). */
  requestId: string | undefined;
  body: { input: SendInput; given: GivenFactor } | { problem: AppError };
};
type KeyedRequest = { key: string; hash: string; requestId: string | undefined };
/** How far send_money_request() goes (server/db/functions/send_money_request.sql). */
type Phase = 'send' | 'preview' | 'claim' | 'invalid';
type StatementCall = { phase: Phase; claimId: string; keyed?: KeyedRequest | undefined; factorOk?: boolean };

export const SEND_MONEY_LOG_LINK = '/user/send-money/log';
const DEFAULTS = JSON.stringify({
  ...Object.fromEntries(
    (
      [
        'sendMoneyMin',
        'sendMoneyMax',
        'sendMoneyDailyLimit',
        'sendMoneyChargeFixed',
        'sendMoneyChargePercent',
        'withdrawalCoolingOffHours',
      ] as const
    ).map((k) => [k, DEFAULT_SETTINGS[k]]),
  ),
  sendNoCodeCents: SEND_NO_CODE_DEFAULT_CENTS,
});
export const utcMidnight = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** One call's arguments; the time is read when the send is queued. */
function sendCall(at: Date, claims: SessionClaims, input: SendInput | undefined, call: StatementCall): SendCall {
  return {
    user_id: claims.sub,
    token_version: claims.tv,
    session_id: claims.sid,
    key: call.keyed?.key ?? null,
    request_hash: call.keyed?.hash ?? null,
    expired_before: new Date(at.getTime() - IDEMPOTENCY_TTL_MS).toISOString(),
    tx_id: randomUUID(),
    reference: newReference(),
    sender_wallet_id: input && isUuid(input.sender_wallet_id) ? input.sender_wallet_id : null,
    recipient_email: input?.recipient_email ?? null,
    amount_cents: input?.amount_cents ?? 0,
    note: input?.note ?? '',
    at: at.toISOString(),
    day_start: utcMidnight(at).toISOString(),
    factor_ok: call.factorOk ?? false,
    // A step-up of this session counts while its window lasts (step-up.service.ts: steppedUpUntil).
    stepped_up_after: new Date(at.getTime() - STEP_UP_MINUTES * 60_000).toISOString(),
    phase: call.phase,
    claim_id: call.claimId,
    // The amount as each language writes it, for the notices and the mail (only a send writes them).
    figures: call.phase === 'send' && input ? sendFigures(input.amount_cents) : null,
  };
}

/**
 * Batches on PostgreSQL overlap (two connections); PGlite has one connection. An idle queue sends
 * at the next turn of the event loop: the sends that arrive while a batch runs form the next one.
 */
export const sendQueueOptions = (deps: Pick<Deps, 'env'>): SendQueueOptions => ({
  maxBatch: 32,
  windowMs: 0,
  maxInFlight: deps.env.databaseUrl ? 2 : 1,
});

/**
 * POST /api/send-money-now and its preview, through one send queue (transfers.queue.ts): every
 * check is made by send_money_request() under the sender's lock, the key claimed and the answer
 * recorded in the same transaction as the money. A code or passkey given is verified between two
 * calls under one key claim: first the session, the key (a replay answers without spending the
 * factor) and the pause, then the factor, then the send.
 */
export function createSender(deps: Deps) {
  const texts = createSendTexts(deps.db);
  const queue = createSendQueue(
    deps.db,
    () => ({ defaults: DEFAULTS, feesWalletId: systemWalletId('fees_earned'), link: SEND_MONEY_LOG_LINK, texts }),
    sendQueueOptions(deps),
  );
  const purge = keyPurger(deps);

  /** One call; a key left in flight past its lease (its refusal never recorded) has no money behind it: taken over once. */
  async function statement(claims: SessionClaims, input: SendInput | undefined, call: StatementCall): Promise<Outcome> {
    const once = () => queue.call(sendCall(deps.now(), claims, input, call));
    const o = await once();
    const key = call.keyed?.key;
    if (o.kind === 'in_flight' && key && (await releaseStaleKey(deps.db, claims.sub, key, deps.now()))) return once();
    return o;
  }

  /** Records a refusal under the key, so its retries get the same answer, and throws it. */
  async function refuse(userId: string, call: StatementCall, err: AppError): Promise<never> {
    const k = call.keyed;
    if (k)
      await completeOrRetryLater(deps, userId, k.key, call.claimId, err.status, {
        ...errorBody(err),
        ...(k.requestId ? { requestId: k.requestId } : {}),
      });
    throw err;
  }

  /** A refused factor is recorded as any refusal; a throttle (429) or a failure releases the key, as the middleware does. */
  async function factorRefused(userId: string, call: StatementCall, err: unknown): Promise<never> {
    if (err instanceof AppError && err.status < 500 && err.status !== 429) return refuse(userId, call, err);
    if (call.keyed) await releaseKey(deps.db, userId, call.keyed.key, call.claimId);
    throw err;
  }

  async function answer(o: Outcome, userId: string, call: StatementCall, problem?: AppError): Promise<SendAnswer> {
    switch (o.kind) {
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
      case 'refused':
        return refuse(userId, call, problem ?? refusal(JSON.parse(o.body ?? '{}') as Refusal));
      default:
        throw new Error(`send_money_request answered ${o.kind} in phase ${call.phase}`);
    }
  }

  async function send(req: SendRequest): Promise<SendAnswer> {
    const { claims, body } = req;
    const keyOk = req.key === undefined || isValidKey(req.key);
    const keyed =
      req.key !== undefined && keyOk ? { key: req.key, hash: req.hash, requestId: req.requestId } : undefined;
    if (keyed) purge(deps.now());
    const claimId = randomUUID();
    // A malformed request is answered after the session and key checks (401/403 first, then 400 under the key).
    if (!keyOk || 'problem' in body) {
      const call: StatementCall = { phase: 'invalid', claimId, keyed };
      const problem =
        keyOk && 'problem' in body ? body.problem : fieldError(IDEMPOTENCY_HEADER, 'must be 1 to 200 characters');
      return answer(await statement(claims, undefined, call), claims.sub, call, problem);
    }
    let factorOk = false;
    if (factorGiven(body.given)) {
      const call: StatementCall = { phase: 'claim', claimId, keyed };
      const o = await statement(claims, body.input, call);
      if (o.kind !== 'claimed') return answer(o, claims.sub, call);
      factorOk = await verifyGivenFactor(deps, claims.sub, body.given).catch((err: unknown) =>
        factorRefused(claims.sub, call, err),
      );
    }
    const call: StatementCall = { phase: 'send', claimId, keyed, factorOk };
    return answer(await statement(claims, body.input, call), claims.sub, call);
  }

  /** The preview: every check of a send, nothing locked or written. */
  const preview = (claims: SessionClaims, input: SendInput): Promise<Outcome> =>
    statement(claims, input, { phase: 'preview', claimId: randomUUID() });

  return { send, preview };
}
