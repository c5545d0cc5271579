import { Hono } from 'hono';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { listUserWallets, toPublicWallet } from './wallets.repo.ts';

export function walletRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser, guards.requireRoleUser)
    .get('/wallets', async (c) => {
      const rows = await listUserWallets(deps.db, c.get('user').id);
      return c.json(rows.map(toPublicWallet));
    });
}
