import { Hono } from 'hono';
import { pingDatabase } from '../../db/client.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { createHealthService } from './health.service.ts';

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
        return c.json({ status: 'ok', database: 'ok', time: deps.now().toISOString() });
      } catch (err) {
        deps.log.error('health check failed', { error: String(err) });
        return c.json({ status: 'error', database: 'unreachable' }, 503);
      }
    })
    .get('/live', (c) => c.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }))
    .get('/ready', async (c) => {
      const { ready, checks } = await health.ready();
      if (!ready) deps.log.warn('not ready', { requestId: c.get('requestId'), ...checks });
      return c.json({ status: ready ? 'ready' : 'not_ready', checks }, ready ? 200 : 503);
    });
}
