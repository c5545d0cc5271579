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

/** `apiHeaders`: every header the app adds to an API answer (server/lib/response-headers.ts), for the hot read. */
export function walletRoutes(deps: Deps, guards: AuthGuards, apiHeaders: Promise<Record<string, string>>) {
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
        // A plain Response with the app's headers in one record: no web Headers object is built.
        c.set('headersPreset', true);
        return new Response(row?.walletsJson ?? '[]', {
          status: 200,
          headers: { ...(await apiHeaders), 'Content-Type': 'application/json', 'X-Request-Id': c.get('requestId') },
        });
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
