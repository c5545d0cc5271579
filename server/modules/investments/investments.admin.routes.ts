import { Hono } from 'hono';
import { adminInvestmentQuerySchema, schemaInputSchema } from '../../../src/contract/investments.ts';
import { jobsOverview } from '../../jobs/job-runs.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { adminInvestmentPage } from './investments.service.ts';
import { createSchemaAdmin } from './schemas.service.ts';

/** Mounted at /api/admin: schema management, every investment, and the profit engine's runs. */
export function investmentAdminRoutes(deps: Deps, guards: AuthGuards) {
  const schemas = createSchemaAdmin(deps);
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  return new Hono<AppEnv>()
    .get('/schemas', ...asAdmin, async (c) => c.json({ schemas: await schemas.list() }))
    .post('/schemas', ...asAdmin, async (c) =>
      c.json(
        {
          message: 'Schema created',
          schema: await schemas.create(c.get('user').id, await jsonBody(c, schemaInputSchema)),
        },
        201,
      ),
    )
    .put('/schemas/:id', ...asAdmin, async (c) =>
      c.json({
        message: 'Schema updated',
        schema: await schemas.update(c.get('user').id, c.req.param('id'), await jsonBody(c, schemaInputSchema)),
      }),
    )
    .delete('/schemas/:id', ...asAdmin, async (c) => c.json(await schemas.remove(c.get('user').id, c.req.param('id'))))
    .get('/investments', ...asAdmin, async (c) => {
      const q = queryParams(c, adminInvestmentQuerySchema);
      return c.json(
        await adminInvestmentPage(
          deps.db,
          { status: q.status, schemaId: q.schema_id, q: q.q },
          q.limit,
          decodeCursor(q.cursor),
        ),
      );
    })
    .get('/jobs', ...asAdmin, async (c) => c.json(await jobsOverview(deps.db)));
}
