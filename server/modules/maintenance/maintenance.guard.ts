import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { maintenanceRefusal, maintenanceState } from './maintenance.service.ts';

/**
 * Every request that moves an investor's money, by method and OpenAPI path. One declared list
 * checked in one place, in front of every route (and of send's fast path, which skips the ordinary
 * middleware chain), so no money route can forget it. A test walks this list and the route
 * catalogue: a new money route must be added here. Admin routes are not listed: staff keep working.
 */
export const MONEY_ROUTES = [
  'POST /api/send-money-now',
  'POST /api/wallet/wallet-exchange-now',
  'POST /api/investments',
  // A recurring plan created or resumed invests on its own from then on.
  'POST /api/recurring-investments',
  'PUT /api/recurring-investments/{id}',
  'POST /api/investments/{id}/exit',
  'POST /api/withdrawals',
  'POST /api/deposits',
  // A card payment's confirmation: Stripe retries a 503 later, and the reconcile job waits too.
  'POST /api/webhooks/stripe',
] as const;

const MATCHERS = MONEY_ROUTES.map((route) => {
  const [method, path] = route.split(' ') as [string, string];
  const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
  return { method, pattern };
});

export const isMoneyRoute = (method: string, path: string): boolean =>
  MATCHERS.some((m) => m.method === method && m.pattern.test(path));

/**
 * While maintenance is on, a money request is refused before it starts (503, the operator's
 * message, Retry-After), so nothing is half-done: a request that passed here runs to its end as
 * usual, and the switch never interrupts a money transaction.
 */
export function maintenanceGuard(deps: Pick<Deps, 'db' | 'now'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isMoneyRoute(c.req.method, c.req.path)) {
      const state = await maintenanceState(deps);
      if (state.on) throw maintenanceRefusal(state, deps.now());
    }
    await next();
  });
}
