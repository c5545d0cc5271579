import { Hono } from 'hono';
import { rejectRequestSchema, reviewListQuerySchema } from '../../../src/contract/methods.ts';
import { approveWithdrawalSchema, withdrawalMethodRequestSchema } from '../../../src/contract/withdrawals.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { createWithdrawalMethodService } from './withdrawal-methods.service.ts';
import { createWithdrawalReviewService } from './withdrawal-review.service.ts';
import { adminWithdrawalPage } from './withdrawals.service.ts';

/** Mounted at /api/admin: withdrawal review and withdrawal-method CRUD, admin-only, every decision audited. */
export function withdrawalAdminRoutes(deps: Deps, guards: AuthGuards) {
  const review = createWithdrawalReviewService(deps);
  const methods = createWithdrawalMethodService(deps);
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  return new Hono<AppEnv>()
    .get('/withdrawals', ...asAdmin, async (c) => {
      const q = queryParams(c, reviewListQuerySchema);
      return c.json(await adminWithdrawalPage(deps.db, q.status, q.limit, decodeCursor(q.cursor)));
    })
    .post('/withdrawals/:id/approve', ...asAdmin, idempotency(deps), async (c) => {
      // The body is optional: an approve without a payout reference may send none.
      const hasBody = Number(c.req.header('content-length') ?? '0') > 0 || Boolean(c.req.header('content-type'));
      const body = hasBody ? await jsonBody(c, approveWithdrawalSchema) : {};
      return c.json(await review.approve(c.get('user').id, c.req.param('id'), body.payout_reference || null));
    })
    .post('/withdrawals/:id/reject', ...asAdmin, idempotency(deps), async (c) => {
      const { reason } = await jsonBody(c, rejectRequestSchema);
      return c.json(await review.reject(c.get('user').id, c.req.param('id'), reason));
    })
    .get('/withdrawal-methods', ...asAdmin, async (c) => c.json(await methods.list()))
    .post('/withdrawal-methods', ...asAdmin, async (c) => {
      const answer = await methods.save(c.get('user').id, null, await jsonBody(c, withdrawalMethodRequestSchema));
      return answer.waits ? c.json(answer.sent, 202) : c.json(answer.value, 201);
    })
    .put('/withdrawal-methods/:id', ...asAdmin, async (c) => {
      const answer = await methods.save(
        c.get('user').id,
        c.req.param('id'),
        await jsonBody(c, withdrawalMethodRequestSchema),
      );
      return c.json(answer.waits ? answer.sent : answer.value);
    })
    .delete('/withdrawal-methods/:id', ...asAdmin, async (c) =>
      c.json(await methods.remove(c.get('user').id, c.req.param('id'))),
    );
}
