import { Hono } from 'hono';
import { pageQuerySchema } from '../../../src/contract/methods.ts';
import {
  withdrawalAccountRequestSchema,
  withdrawalAccountUpdateSchema,
  withdrawRequestSchema,
} from '../../../src/contract/withdrawals.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { requireStepUp } from '../step-up/step-up.service.ts';
import { createWithdrawalAccountService } from './withdrawal-accounts.service.ts';
import { listWithdrawalMethods, toPublicWithdrawalMethod } from './withdrawal-methods.service.ts';
import {
  createWithdrawalService,
  findWithdrawal,
  toWithdrawalView,
  userWithdrawalPage,
} from './withdrawals.service.ts';

/** Mounted at /api/withdrawals, for role user. */
export function withdrawalRoutes(deps: Deps, guards: AuthGuards) {
  const service = createWithdrawalService(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/methods', ...asUser, async (c) =>
      c.json((await listWithdrawalMethods(deps.db, true)).map(toPublicWithdrawalMethod)),
    )
    .post('/calculate-charge', ...asUser, async (c) =>
      c.json(await service.quote(c.get('user'), await jsonBody(c, withdrawRequestSchema))),
    )
    .post('/', ...asUser, idempotency(deps), async (c) =>
      c.json(await service.request(c.get('user'), await jsonBody(c, withdrawRequestSchema))),
    )
    .get('/', ...asUser, async (c) => {
      const q = queryParams(c, pageQuerySchema);
      return c.json(await userWithdrawalPage(deps.db, c.get('user').id, q.limit, decodeCursor(q.cursor)));
    })
    .get('/:id', ...asUser, async (c) => {
      const row = await findWithdrawal(deps.db, c.req.param('id'));
      if (!row || row.userId !== c.get('user').id) throw notFound('Withdrawal not found');
      return c.json(toWithdrawalView(row));
    });
}

/** Mounted at /api/withdrawal-accounts: a user's saved payout details. */
export function withdrawalAccountRoutes(deps: Deps, guards: AuthGuards) {
  const service = createWithdrawalAccountService(deps);
  // Where money may be sent: a fresh step-up of this session first (server/modules/step-up).
  const stepUp = requireStepUp(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/', ...asUser, async (c) => c.json(await service.list(c.get('user').id)))
    .post('/', ...asUser, stepUp, async (c) =>
      c.json(await service.create(c.get('user').id, await jsonBody(c, withdrawalAccountRequestSchema)), 201),
    )
    .put('/:id', ...asUser, stepUp, async (c) =>
      c.json(
        await service.update(c.get('user').id, c.req.param('id'), await jsonBody(c, withdrawalAccountUpdateSchema)),
      ),
    )
    .delete('/:id', ...asUser, async (c) => c.json(await service.remove(c.get('user').id, c.req.param('id'))));
}
