import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { clientAddress } from './client-address.ts';
import type { AppEnv, Deps } from './context.ts';
import { observeRequest } from './metrics.ts';

/** An id a proxy or client sent is kept only if it is short and plain, so it cannot forge log lines. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** `userAgent`: the sign-in's device when a session is issued (server/modules/sessions/sessions.device.ts). */
export type RequestInfo = { requestId: string; clientAddress: string; userAgent: string };
const current = new AsyncLocalStorage<RequestInfo>();

/** The request being served, anywhere below the middleware (audit entries record its address); undefined in jobs and the CLI. */
export const currentRequest = (): RequestInfo | undefined => current.getStore();

/** Health probes come every few seconds from the load balancer: logged only when they fail. */
const QUIET_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

/**
 * The first middleware: gives each request an id (X-Request-Id in, or a new UUID) echoed in the
 * X-Request-Id response header, resolves the client address once (TRUST_PROXY) and keeps both for
 * the request's async work (currentRequest), then, when the
 * answer is ready, writes one access-log line and records its latency by route pattern.
 */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const address = clientAddress(c, deps.env.trustProxy);
    c.set('requestId', requestId);
    c.set('clientAddress', address);
    await current.run({ requestId, clientAddress: address, userAgent: c.req.header('user-agent') ?? '' }, next);
    // A preset answer (server/lib/response-headers.ts) carries it already.
    if (!c.get('headersPreset')) c.res.headers.set('X-Request-Id', requestId);
    const seconds = (performance.now() - started) / 1000;
    const route = routePath(c) || 'unmatched';
    const status = c.res.status;
    observeRequest(c.req.method, route, status, seconds);
    if (status < 400 && QUIET_PATHS.has(c.req.path)) return;
    const line = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      client: c.get('clientAddress'),
    };
    if (status >= 500) deps.log.warn('request', line);
    else deps.log.info('request', line);
  };
}
