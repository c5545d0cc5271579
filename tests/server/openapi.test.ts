import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../setup/http.ts';
import { getTestContext, type TestContext } from '../setup/test-app.ts';
import { ROUTES } from '../../server/modules/openapi/catalogue.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await getTestContext();
});

/** Hono's mounted routes as "METHOD /path/{param}", without middleware and the catch-alls. */
function mountedRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of ctx.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    seen.add(`${r.method} ${r.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`);
  }
  return [...seen].sort();
}

describe('OpenAPI document', () => {
  it('lists exactly the routes the app mounts', () => {
    const documented = ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
    expect(mountedRoutes()).toEqual(documented);
  });

  it('is served at /api/openapi.json with request schemas and access levels', async () => {
    const res = await call<{ openapi: string; paths: Record<string, Record<string, { 'x-access': string; requestBody?: unknown }>> }>(
      ctx.app,
      'GET',
      '/api/openapi.json',
    );
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/send-money-now']?.post?.['x-access']).toBe('user');
    expect(JSON.stringify(res.body.paths['/api/send-money-now']?.post?.requestBody)).toContain('recipient_email');
    expect(res.body.paths['/api/admin/users/{id}/balance']?.post?.['x-access']).toBe('admin');
  });
});
