import { Hono } from 'hono';
import { depositMethodRequestSchema } from '../../../src/contract/deposits.ts';
import { rejectRequestSchema, reviewListQuerySchema } from '../../../src/contract/methods.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { fileResponse } from '../../lib/upload-files.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { createDepositMethodService, depositMethodKinds } from './deposit-methods.service.ts';
import { adminDepositPage, createDepositService } from './deposits.service.ts';

/** Mounted at /api/admin: deposit review and deposit-method CRUD; every route is admin-only and every decision audited. */
export function depositAdminRoutes(deps: Deps, guards: AuthGuards) {
  const service = createDepositService(deps);
  const methods = createDepositMethodService(deps);
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  return new Hono<AppEnv>()
    .get('/deposits', ...asAdmin, async (c) => {
      const q = queryParams(c, reviewListQuerySchema);
      return c.json(await adminDepositPage(deps.db, q.status, q.limit, decodeCursor(q.cursor)));
    })
    .get('/deposits/:id/proof', ...asAdmin, async (c) => {
      const file = await service.proof(c.req.param('id'));
      return fileResponse(file.body, file.mime, file.name);
    })
    .post('/deposits/:id/approve', ...asAdmin, idempotency(deps), async (c) =>
      c.json(await service.approve(c.get('user').id, c.req.param('id'))),
    )
    .post('/deposits/:id/reject', ...asAdmin, idempotency(deps), async (c) => {
      const { reason } = await jsonBody(c, rejectRequestSchema);
      return c.json(await service.reject(c.get('user').id, c.req.param('id'), reason));
    })
    .get('/deposit-methods', ...asAdmin, async (c) => c.json(await methods.list()))
    .get('/deposit-methods/kinds', ...asAdmin, (c) => c.json(depositMethodKinds(deps)))
    .post('/deposit-methods', ...asAdmin, async (c) => {
      const answer = await methods.save(c.get('user').id, null, await jsonBody(c, depositMethodRequestSchema));
      // Nothing is created while a new money rail waits for a second admin: 202, the settings' answer shape.
      return answer.waits ? c.json(answer.sent, 202) : c.json(answer.value, 201);
    })
    .put('/deposit-methods/:id', ...asAdmin, async (c) => {
      const answer = await methods.save(
        c.get('user').id,
        c.req.param('id'),
        await jsonBody(c, depositMethodRequestSchema),
      );
      return c.json(answer.waits ? answer.sent : answer.value);
    })
    .delete('/deposit-methods/:id', ...asAdmin, async (c) =>
      c.json(await methods.remove(c.get('user').id, c.req.param('id'))),
    );
}
