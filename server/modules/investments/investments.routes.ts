import { Hono } from 'hono';
import { investmentQuerySchema, investRequestSchema } from '../../../src/contract/investments.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { atMaturityRequestSchema, reinvestRequestSchema } from '../../../src/contract/investment-exit.ts';
import { createInvestmentChoices } from './investments.choices.ts';
import { createInvestmentExit } from './investments.exit.ts';
import { createInvestmentService, portfolio, userInvestmentPage } from './investments.service.ts';
import { schemaView } from './investments.view.ts';
import { activeSchema, activeSchemas } from './schemas.service.ts';

/** Mounted at /api: schemas on offer, Invest Now, Schema Logs, the investor's choices, early exit and the portfolio (investors only). */
export function investmentRoutes(deps: Deps, guards: AuthGuards) {
  const service = createInvestmentService(deps);
  const choices = createInvestmentChoices(deps);
  const exits = createInvestmentExit(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/schemas', ...asUser, async (c) => c.json({ schemas: await activeSchemas(deps.db) }))
    .get('/schemas/:id', ...asUser, async (c) =>
      c.json({ schema: schemaView(await activeSchema(deps.db, c.req.param('id'))) }),
    )
    .post('/investments', ...asUser, idempotency(deps), async (c) =>
      c.json(await service.invest(c.get('user'), await jsonBody(c, investRequestSchema)), 201),
    )
    .get('/investments', ...asUser, async (c) => {
      const q = queryParams(c, investmentQuerySchema);
      return c.json(await userInvestmentPage(deps.db, c.get('user').id, q.status, q.limit, decodeCursor(q.cursor)));
    })
    .put('/investments/:id/reinvest', ...asUser, async (c) =>
      c.json(
        await choices.setReinvest(
          c.get('user'),
          c.req.param('id'),
          (await jsonBody(c, reinvestRequestSchema)).reinvest_profit,
        ),
      ),
    )
    .put('/investments/:id/at-maturity', ...asUser, async (c) =>
      c.json(
        await choices.setAtMaturity(
          c.get('user'),
          c.req.param('id'),
          (await jsonBody(c, atMaturityRequestSchema)).at_maturity,
        ),
      ),
    )
    .get('/investments/:id/exit-quote', ...asUser, async (c) =>
      c.json(await exits.quote(c.get('user'), c.req.param('id'))),
    )
    .post('/investments/:id/exit', ...asUser, idempotency(deps), async (c) =>
      c.json(await exits.exit(c.get('user'), c.req.param('id'))),
    )
    .get('/portfolio', ...asUser, async (c) => c.json(await portfolio(deps.db, c.get('user').id, deps.now())));
}
