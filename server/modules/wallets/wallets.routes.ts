import { Hono } from 'hono';
import { exchangeRequestSchema } from '../../../src/contract/wallet.ts';
import { acceptSession, investorsOnly, type AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { createExchangeService } from '../exchange/exchange.service.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { createBatchLoader } from '../../lib/batch-loader.ts';
import { listUserWallets, sessionsWithWallets, toPublicWallet } from './wallets.service.ts';
import { walletSummary } from './wallets.summary.ts';

export function walletRoutes(deps: Deps, guards: AuthGuards) {
  const exchange = createExchangeService(deps);
  // The hot read: concurrent requests share one query (server/lib/batch-loader.ts), which brings
  // each session row with the wallets, so the token is checked against a row as fresh as the wallets.
  const walletsOf = createBatchLoader((sessionIds: string[]) => sessionsWithWallets(deps.db, sessionIds));
  return (
    new Hono<AppEnv>()
      // Before the guards below: it checks the session itself, from its own query.
      .get('/wallets', async (c) => {
        const view = c.get('supportView');
        if (view) return c.json((await listUserWallets(deps.db, c.get('user').id)).map(toPublicWallet));
        const claims = await guards.tokenClaims(c);
        const row = await walletsOf(claims.sid);
        if (acceptSession(claims, row).role !== 'user') throw investorsOnly();
        if (row) guards.sessionSeen(row);
        return c.body(row?.walletsJson ?? '[]', 200, { 'Content-Type': 'application/json' });
      })
      .use(guards.requireUser, guards.requireRoleUser)
      .get('/summary', async (c) => c.json({ data: await walletSummary(deps.db, c.get('user').id) }))
      .post('/wallet-exchange/calculate-charge', async (c) =>
        c.json(await exchange.quote(c.get('user').id, await jsonBody(c, exchangeRequestSchema))),
      )
      .post('/wallet-exchange-now', idempotency(deps), async (c) =>
        c.json(await exchange.exchange(c.get('user').id, await jsonBody(c, exchangeRequestSchema))),
      )
  );
}
