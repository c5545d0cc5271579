import { Hono } from 'hono';
import { sendMoneyQuoteRequestSchema, sendMoneyRequestSchema, transferLogQuerySchema } from '../../../src/contract/transfers.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { transferLogPage } from './transfers.repo.ts';
import { createTransferService } from './transfers.service.ts';

/** Mounted at /api (the spec's paths are /api/send-money/... and /api/send-money-now), so guards are per route. */
export function transferRoutes(deps: Deps, guards: AuthGuards) {
  const service = createTransferService(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .post('/send-money/calculate-charge', ...asUser, async (c) =>
      c.json(await service.quote(c.get('user'), await jsonBody(c, sendMoneyQuoteRequestSchema))),
    )
    .post('/send-money-now', ...asUser, idempotency(deps), async (c) =>
      c.json(await service.send(c.get('user'), await jsonBody(c, sendMoneyRequestSchema))),
    )
    .get('/send-money/logs', ...asUser, async (c) => {
      const q = queryParams(c, transferLogQuerySchema);
      return c.json(await transferLogPage(deps.db, c.get('user').id, q.limit, decodeCursor(q.cursor)));
    });
}
