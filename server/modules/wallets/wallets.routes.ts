import { Hono } from 'hono';
import { exchangeRequestSchema } from '../../../src/contract/wallet.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { createExchangeService } from '../exchange/exchange.service.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { createBatchLoader } from '../../lib/batch-loader.ts';
import { listWalletsOfUsers, toPublicWallet } from './wallets.repo.ts';
import { walletSummary } from './wallets.summary.ts';

export function walletRoutes(deps: Deps, guards: AuthGuards) {
  const exchange = createExchangeService(deps);
  // The hot read: concurrent requests share one query (server/lib/batch-loader.ts).
  const walletsOf = createBatchLoader((userIds: string[]) => listWalletsOfUsers(deps.db, userIds));
  return new Hono<AppEnv>()
    .use(guards.requireUser, guards.requireRoleUser)
    .get('/wallets', async (c) => {
      const rows = (await walletsOf(c.get('user').id)) ?? [];
      return c.json(rows.map(toPublicWallet));
    })
    .get('/summary', async (c) => c.json({ data: await walletSummary(deps.db, c.get('user').id) }))
    .post('/wallet-exchange/calculate-charge', async (c) =>
      c.json(await exchange.quote(c.get('user').id, await jsonBody(c, exchangeRequestSchema))),
    )
    .post('/wallet-exchange-now', idempotency(deps), async (c) =>
      c.json(await exchange.exchange(c.get('user').id, await jsonBody(c, exchangeRequestSchema))),
    );
}
