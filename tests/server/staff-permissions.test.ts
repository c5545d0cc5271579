import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_PERMISSIONS } from '../../server/lib/admin-permissions.ts';
import { ROUTES } from '../../server/modules/openapi/catalogue.ts';
import { roleCan, STAFF_ROLES, type Permission, type StaffRole } from '../../src/contract/staff-permissions.ts';
import { staffSession } from '../factories/staff.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  ctx = await resetDatabase();
  const owner = (await loginAdmin(ctx.app)).token;
  tokens.owner = owner;
  for (const role of STAFF_ROLES.filter((r) => r !== 'owner'))
    tokens[role] = (await staffSession(ctx, role, owner)).token;
});

const SAMPLE_ID = '11111111-1111-4111-8111-111111111111';
/** Every admin route of the route catalogue: what the matrix must cover. */
const adminRoutes = ROUTES.filter((r) => r.access === 'admin' || r.path.startsWith('/api/admin/'));
const keyOf = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

describe('staff permission table', () => {
  it('has an entry for every admin route of the catalogue, and none for a route that does not exist', () => {
    expect(adminRoutes.length).toBeGreaterThan(50);
    const missing = adminRoutes.map(keyOf).filter((k) => !(k in ADMIN_ROUTE_PERMISSIONS));
    expect(missing).toEqual([]);
    const known = new Set(adminRoutes.map(keyOf));
    expect(Object.keys(ADMIN_ROUTE_PERMISSIONS).filter((k) => !known.has(k))).toEqual([]);
  });

  it('answers 403 STAFF_PERMISSION_REQUIRED exactly where the matrix says so, for every role and every admin route', async () => {
    const wrong: string[] = [];
    let refused = 0;
    for (const route of adminRoutes) {
      const grant = ADMIN_ROUTE_PERMISSIONS[keyOf(route)];
      const path = route.path.replace(/\{\w+\}/g, SAMPLE_ID);
      // An empty body or a made-up id: the permission layer answers before anything could change.
      const body = route.method === 'get' || route.method === 'delete' ? undefined : {};
      for (const role of STAFF_ROLES) {
        const res = await call<ErrorBody>(ctx.app, route.method.toUpperCase(), path, { token: tokens[role], body });
        const denied = res.status === 403 && res.body.code === 'STAFF_PERMISSION_REQUIRED';
        const allowed = grant === 'any-staff' || roleCan(role, grant as Permission);
        if (denied === allowed) wrong.push(`${role} ${keyOf(route)}: ${res.status} ${res.body.code ?? ''}`);
        if (denied) {
          refused += 1;
          expect(res.body.message).toContain(String(grant));
        }
      }
    }
    expect(wrong).toEqual([]);
    // Owners pass everywhere; the three narrower roles are refused most of the catalogue between them.
    expect(refused).toBeGreaterThan(adminRoutes.length);
  });
});

describe('outside the table', () => {
  it('answers 404 for an admin path nothing serves, whatever the role', async () => {
    for (const role of STAFF_ROLES) {
      const res = await call<ErrorBody>(ctx.app, 'GET', '/api/admin/kyc/no/such/thing', { token: tokens[role] });
      expect(res.status, role).toBe(404);
    }
  });
});
