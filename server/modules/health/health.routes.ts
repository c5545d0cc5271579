import { Hono } from 'hono';
import type { ErrorBody } from '../../../src/contract/errors.ts';
import { pingDatabase } from '../../db/client.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { createHealthService } from './health.service.ts';
import { maintenanceState } from '../maintenance/maintenance.service.ts';

/**
 * Probes for load balancers and orchestrators: /live says the process answers (restart it if not),
 * /ready says it can serve (take it out of rotation if not). GET /api/health stays as before.
 */
export function healthRoutes(deps: Deps) {
  const health = createHealthService(deps);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      try {
        await pingDatabase(deps.db);
        // Load balancers read only the status; people and status pages also see maintenance.
        return c.json({
          status: 'ok',
          database: 'ok',
          time: deps.now().toISOString(),
          maintenance: await maintenanceState(deps),
        });
      } catch (err) {
        deps.log.error('health check failed', { error: String(err) });
        return c.json({ status: 'error', database: 'unreachable' }, 503);
      }
    })
    .get('/live', (c) => c.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }))
    .get('/ready', async (c) => {
      const { ready, checks } = await health.ready();
      if (ready) return c.json({ status: 'ready', checks });
      deps.log.warn('not ready', { requestId: c.get('requestId'), ...checks });
      // Refused in the shared error shape, each check's result under `errors`.
      const failed = Object.entries(checks).filter(([name, result]) =>
        name === 'draining' ? result === true : String(result).startsWith('failed'),
      );
      return c.json<ErrorBody>(
        {
          message: `Not ready: ${failed.map(([name]) => name).join(', ')}`,
          code: 'SERVICE_UNAVAILABLE',
          errors: { ...checks, draining: checks.draining ? 'yes' : 'no' },
          requestId: c.get('requestId'),
        },
        503,
      );
    });
}
