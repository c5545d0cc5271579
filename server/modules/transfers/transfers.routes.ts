import { Hono, type Context } from 'hono';
import {
  recipientQuerySchema,
  sendMoneyQuoteRequestSchema,
  sendMoneyRequestSchema,
  transferLogQuerySchema,
} from '../../../src/contract/transfers.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonBody, jsonText, queryParams } from '../../lib/validate.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, requestHash } from '../idempotency/idempotency.middleware.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { sendLimits } from './transfers.limits.ts';
import { previewRecipient } from './transfers.recipient.ts';
import { replayInCallerLanguage } from './transfers.replay.ts';
import { createTransferService, transferLogPage, type SendRequest } from './transfers.service.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** The body as the send takes it, or what is wrong with it: answered after the session and key checks, under the key. */
function sendBody(contentType: string, text: string): SendRequest['body'] {
  try {
    const input = jsonText(contentType, text, sendMoneyRequestSchema);
    return {
      // `amount` is dollars on the wire, cents once parsed, named so from here on.
      input: {
        sender_wallet_id: input.sender_wallet_id,
        recipient_email: input.recipient_email,
        amount_cents: input.amount,
        note: input.note,
      },
      given: { totp: input.totp, passkey: input.passkey },
    };
  } catch (err) {
    if (err instanceof AppError) return { problem: err };
    throw err;
  }
}

/** Mounted at /api (the paths are /api/send-money/... and /api/send-money-now), so guards are per route. */
export function transferRoutes(deps: Deps, guards: AuthGuards) {
  const service = createTransferService(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;

  /**
   * POST /api/send-money-now as the send reads it. Only the token is checked here, in memory: the
   * session, the role, the key and every rule of a send are checked by the database function in
   * the transaction that moves the money (transfers.send.ts), so each lives in one place.
   */
  const sendRequest = async (c: Context<AppEnv>): Promise<SendRequest> => {
    const claims = await guards.tokenClaims(c);
    const text = await c.req.text();
    return {
      claims,
      key: c.req.header(IDEMPOTENCY_HEADER),
      hash: requestHash(c.req.method, c.req.path, text),
      requestId: c.get('requestId'),
      body: sendBody(c.req.header('content-type') ?? '', text),
    };
  };

  return new Hono<AppEnv>()
    .post('/send-money/calculate-charge', ...asUser, async (c) =>
      c.json(await service.quote(await guards.tokenClaims(c), await jsonBody(c, sendMoneyQuoteRequestSchema))),
    )
    .post('/send-money-now', async (c) => {
      const answer = await service.send(await sendRequest(c));
      if (answer.replayed) c.header(REPLAYED_HEADER, 'true');
      const refusedBefore = answer.replayed && answer.status >= 400;
      const body = refusedBefore ? await replayInCallerLanguage(c, deps.db, answer.body) : answer.body;
      return c.body(body, answer.status, JSON_HEADERS);
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
