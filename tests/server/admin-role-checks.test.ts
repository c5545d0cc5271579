import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let userToken: string;
beforeAll(async () => {
  ctx = await resetDatabase();
  userToken = (await registerUser(ctx.app)).token;
});

const SAMPLE_ID = '11111111-1111-4111-8111-111111111111';

/** Every route the app mounts under /api/admin/, read from the router itself (not a hand list). */
function adminRoutes(): Array<{ method: string; path: string }> {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of ctx.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/admin/') || r.path.includes('*')) continue;
    const path = r.path.replace(/:\w+/g, SAMPLE_ID).replace(/\/$/, '');
    seen.set(`${r.method} ${path}`, { method: r.method, path });
  }
  return [...seen.values()];
}

describe('role checks on every /api/admin route', () => {
  it('finds the admin routes (users, transactions, dashboard, audit, settings, balance at least)', () => {
    const paths = adminRoutes().map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/admin/users',
      `GET /api/admin/users/${SAMPLE_ID}`,
      `PATCH /api/admin/users/${SAMPLE_ID}`,
      `POST /api/admin/users/${SAMPLE_ID}/balance`,
      'GET /api/admin/transactions',
      'GET /api/admin/transactions.csv',
      'GET /api/admin/dashboard',
      'GET /api/admin/audit',
      'GET /api/admin/mail',
      `POST /api/admin/mail/${SAMPLE_ID}/resend`,
      'GET /api/admin/settings',
      'PUT /api/admin/settings',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('answers 401 without a token and 403 with a user token, for each one', async () => {
    const failures: string[] = [];
    const routes = adminRoutes();
    console.log(`role checks over ${routes.length} admin routes`);
    for (const { method, path } of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await call(ctx.app, method, path, { body });
      if (anonymous.status !== 401) failures.push(`${method} ${path} without a token: ${anonymous.status}`);
      const asUser = await call(ctx.app, method, path, { body, token: userToken });
      if (asUser.status !== 403) failures.push(`${method} ${path} as a user: ${asUser.status}`);
    }
    expect(failures).toEqual([]);
  });
});
