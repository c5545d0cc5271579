import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context.ts';
import { CONTENT_SECURITY_POLICY } from './content-security-policy.ts';

const PRESET_PROBE = '/api/__headers';
const nothing = async () => undefined;

/**
 * The headers the app adds to every answer, after its handler: `Cache-Control: no-store` on the
 * API, hono's secureHeaders, and the site-wide CSP unless the answer brings a stricter one (a stored
 * file is sandboxed, see fileResponse). Set on c.res in place, as secureHeaders does: c.header()
 * after the handler would rebuild the response.
 *
 * `apiPreset` is the same set for an API answer as one plain record, taken once from this
 * middleware itself. A hot route may build its Response with it and set `headersPreset`: the answer
 * then never becomes a web Headers object, whose creation and a dozen checked `set` calls were a
 * fifth of the wallet read's CPU in a profile (docs/performance-history.md). A test compares
 * its headers with another API answer's.
 */
export function responseHeaders(production: boolean): {
  middleware: MiddlewareHandler<AppEnv>;
  apiPreset: Promise<Record<string, string>>;
} {
  const secure = secureHeaders({
    contentSecurityPolicy: undefined,
    strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
  });
  const finish = async (c: Context<AppEnv>) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) c.res.headers.set('Cache-Control', 'no-store');
    await secure(c, nothing);
    if (!c.res.headers.has('content-security-policy'))
      c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  };
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (!c.get('headersPreset')) await finish(c);
  };
  const probe = new Hono<AppEnv>().use(middleware).get(PRESET_PROBE, (c) => c.body(null, 204));
  const apiPreset = Promise.resolve(probe.request(PRESET_PROBE)).then((res) => Object.fromEntries(res.headers));
  return { middleware, apiPreset };
}
