import { Hono } from 'hono';
import { approvalListQuerySchema, approvalRejectSchema } from '../../../src/contract/approvals.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { createApprovalService, listApprovals } from './approvals.service.ts';

/** Mounted at /api/admin: four-eyes approval requests; guards per route so sibling admin paths stay theirs. */
export function approvalRoutes(deps: Deps, guards: AuthGuards) {
  const service = createApprovalService(deps);
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  return new Hono<AppEnv>()
    .get('/approvals', ...asAdmin, async (c) => {
      const q = queryParams(c, approvalListQuerySchema);
      return c.json(await listApprovals(deps.db, q.status, q.limit));
    })
    .post('/approvals/:id/approve', ...asAdmin, idempotency(deps), async (c) =>
      c.json(await service.approve(c.get('user').id, c.req.param('id'))),
    )
    .post('/approvals/:id/reject', ...asAdmin, idempotency(deps), async (c) => {
      const { reason } = await jsonBody(c, approvalRejectSchema);
      return c.json(await service.reject(c.get('user').id, c.req.param('id'), reason));
    });
}
