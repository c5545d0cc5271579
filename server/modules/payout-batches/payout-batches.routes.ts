import { Hono } from 'hono';
import {
  markBatchPaidSchema,
  payoutBatchRequestSchema,
  payoutCandidatesQuerySchema,
} from '../../../src/contract/payout-batches.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { createPayoutBatchService } from './payout-batches.service.ts';

/** Mounted at /api/admin: batch payouts of pending crypto withdrawals (candidates, create, approve, export, mark paid, cancel). */
export function payoutBatchRoutes(deps: Deps, guards: AuthGuards) {
  const batches = createPayoutBatchService(deps);
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  const download = (body: string, type: string, name: string) =>
    new Response(body, { headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` } });
  return new Hono<AppEnv>()
    .get('/payout-batches', ...asAdmin, async (c) => c.json(await batches.list()))
    .post('/payout-batches', ...asAdmin, idempotency(deps), async (c) =>
      c.json(await batches.create(c.get('user').id, await jsonBody(c, payoutBatchRequestSchema)), 201),
    )
    .get('/payout-batches/candidates', ...asAdmin, async (c) =>
      c.json(await batches.candidates(queryParams(c, payoutCandidatesQuerySchema).network)),
    )
    .get('/payout-batches/:id', ...asAdmin, async (c) => c.json(await batches.view(c.req.param('id'))))
    .post('/payout-batches/:id/approve', ...asAdmin, idempotency(deps), async (c) =>
      c.json(await batches.approve(c.get('user').id, c.req.param('id'))),
    )
    .post('/payout-batches/:id/paid', ...asAdmin, idempotency(deps), async (c) =>
      c.json(await batches.markPaid(c.get('user').id, c.req.param('id'), await jsonBody(c, markBatchPaidSchema))),
    )
    .post('/payout-batches/:id/cancel', ...asAdmin, idempotency(deps), async (c) =>
      c.json(await batches.cancel(c.get('user').id, c.req.param('id'))),
    )
    .get('/payout-batches/:id/batch.csv', ...asAdmin, async (c) => {
      const batch = await batches.exportable(c.req.param('id'));
      // viem's ABI encoder loads with the first export, not at every start (docs/decisions/0062-lazy-sdks.md).
      const { batchCsv } = await import('./payout-batches.export.ts');
      return download(batchCsv(batch), 'text/csv; charset=utf-8', `payout-${batch.reference}.csv`);
    })
    .get('/payout-batches/:id/safe.json', ...asAdmin, async (c) => {
      const batch = await batches.exportable(c.req.param('id'));
      if (batch.chainId === null)
        throw new AppError(409, 'CONFLICT', 'This batch names no EVM chain: export it as CSV');
      // Plain JSON (the admin page saves it under the batch's name); the file is what Safe's Transaction Builder loads.
      const { safeBatchFile } = await import('./payout-batches.export.ts');
      return c.json(safeBatchFile(batch, deps.now().getTime()));
    });
}
