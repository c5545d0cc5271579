import { Hono } from 'hono';
import { bulkApproveRequestSchema, queueQuerySchema } from '../../../src/contract/admin-bulk.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { createAdminQueueService, depositQueue, withdrawalQueue } from './admin-queues.service.ts';

/** Mounted at /api/admin: the review queues searched and sorted, and bulk approve with one confirmation; admin-only. */
export function adminQueueRoutes(deps: Deps, guards: AuthGuards) {
  const service = createAdminQueueService(deps);
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  return new Hono<AppEnv>()
    .get('/deposit-queue', ...asAdmin, async (c) =>
      c.json(await depositQueue(deps.db, queryParams(c, queueQuerySchema))),
    )
    .get('/withdrawal-queue', ...asAdmin, async (c) =>
      c.json(await withdrawalQueue(deps.db, queryParams(c, queueQuerySchema))),
    )
    .post('/deposits/bulk-approve', ...asAdmin, idempotency(deps), async (c) => {
      const { ids } = await jsonBody(c, bulkApproveRequestSchema);
      return c.json(await service.approveDeposits(c.get('user').id, ids));
    })
    .post('/withdrawals/bulk-approve', ...asAdmin, idempotency(deps), async (c) => {
      const { ids } = await jsonBody(c, bulkApproveRequestSchema);
      return c.json(await service.approveWithdrawals(c.get('user').id, ids));
    });
}
