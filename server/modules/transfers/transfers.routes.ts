import { Hono } from 'hono';
import type { z } from 'zod';
import { createMiddleware } from 'hono/factory';
import {
  recipientQuerySchema,
  sendMoneyQuoteRequestSchema,
  sendMoneyRequestSchema,
  transferLogQuerySchema,
} from '../../../src/contract/transfers.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody, queryParams, validJsonText } from '../../lib/validate.ts';
import {
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
  idempotency,
  isValidKey,
  keyPurger,
  requestHash,
} from '../idempotency/idempotency.middleware.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { checkMoneyLeaving, factorVerified } from '../money-policy/money-policy.ts';
import { sendLimits } from './transfers.limits.ts';
import { previewRecipient } from './transfers.recipient.ts';
import { sendMoneyRequest, type SendInput } from './transfers.send.ts';
import { createTransferService, SEND_MONEY_LOG_LINK, transferLogPage } from './transfers.service.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** The parsed body as the statement takes it: `amount` is dollars on the wire, cents once parsed, named so from here on. */
const sendInput = (input: z.output<typeof sendMoneyRequestSchema>): SendInput => ({
  sender_wallet_id: input.sender_wallet_id,
  recipient_email: input.recipient_email,
  amount_cents: input.amount,
  note: input.note,
});

/** Mounted at /api (the paths are /api/send-money/... and /api/send-money-now), so guards are per route. */
export function transferRoutes(deps: Deps, guards: AuthGuards) {
  const service = createTransferService(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  const purge = keyPurger(deps);

  /**
   * A well-formed send in one round trip: the token is verified in memory, then its session check,
   * the key claim, the send and the recorded answer are one statement (transfers.send.ts). Anything
   * malformed (content type, JSON, fields, key length) goes on to the ordinary chain below, which
   * answers it as before: 401/403 first, then 400, recorded under the key.
   */
  const fastSend = createMiddleware<AppEnv>(async (c, next) => {
    const claims = await guards.tokenClaims(c);
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key !== undefined && !isValidKey(key)) return next();
    const text = await c.req.text();
    const input = validJsonText(c.req.header('content-type') ?? '', text, sendMoneyRequestSchema);
    // A code or passkey is verified first (money-policy.ts), after the key's replay check: the ordinary chain.
    if (!input || input.totp !== undefined || input.passkey !== undefined) return next();
    if (key !== undefined) purge(deps.now());
    const keyed =
      key === undefined
        ? undefined
        : { key, hash: requestHash(c.req.method, c.req.path, text), requestId: c.get('requestId') };
    const answer = await sendMoneyRequest(deps, claims, sendInput(input), keyed, SEND_MONEY_LOG_LINK);
    if (answer.replayed) c.header(REPLAYED_HEADER, 'true');
    return c.body(answer.body, answer.status, JSON_HEADERS);
  });

  return new Hono<AppEnv>()
    .post('/send-money/calculate-charge', ...asUser, async (c) =>
      c.json(await service.quote(await guards.tokenClaims(c), await jsonBody(c, sendMoneyQuoteRequestSchema))),
    )
    .post('/send-money-now', fastSend, ...asUser, idempotency(deps), async (c) => {
      // What fastSend passed on: a malformed body (jsonBody refuses it) or one with a second factor,
      // verified here through the money-leaving policy; the statement then knows it was given.
      const input = await jsonBody(c, sendMoneyRequestSchema);
      const checked = await checkMoneyLeaving(deps, c.get('user').id, {
        exit: 'send-money',
        factor: 'if-given',
        given: { totp: input.totp, passkey: input.passkey },
      });
      const answer = await sendMoneyRequest(
        deps,
        await guards.tokenClaims(c),
        sendInput(input),
        undefined,
        SEND_MONEY_LOG_LINK,
        factorVerified(checked),
      );
      return c.body(answer.body, answer.status, JSON_HEADERS);
    })
    .get('/send-money/limits', ...asUser, async (c) => c.json(await sendLimits(deps, c.get('user'))))
    .get('/send-money/recipient', ...asUser, async (c) =>
      c.json(await previewRecipient(deps, c.get('user'), queryParams(c, recipientQuerySchema).email)),
    )
    .get('/send-money/logs', ...asUser, async (c) => {
      const q = queryParams(c, transferLogQuerySchema);
      return c.json(await transferLogPage(deps.db, c.get('user').id, q.limit, decodeCursor(q.cursor)));
    });
}
