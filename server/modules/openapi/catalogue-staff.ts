import * as staff from '../../../src/contract/staff.ts';
import type { RouteDoc } from './route-doc.ts';

/** Staff roles (server/lib/admin-permissions.ts): the signed-in admin's access and the owners' team management. */
export const STAFF_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/admin/access',
    summary: "The signed-in admin's staff role, its permissions and whether two-factor set-up comes first",
    access: 'admin',
    ok: staff.staffAccessResponseSchema,
  },
  {
    method: 'get',
    path: '/api/admin/staff',
    summary: 'Every admin account with its staff role, owners first (owners only)',
    access: 'admin',
    ok: staff.staffListSchema,
  },
  {
    method: 'post',
    path: '/api/admin/staff',
    summary: 'Add an admin with a role; an invitation mail sets their password (owners only); audited',
    access: 'admin',
    body: staff.staffCreateSchema,
    ok: staff.staffMemberResponseSchema,
    status: 201,
    errors: [409],
  },
  {
    method: 'patch',
    path: '/api/admin/staff/{id}',
    summary: "Change an admin's role, deactivate or reactivate them; the last owner stays (409 LAST_OWNER); audited",
    access: 'admin',
    body: staff.staffUpdateSchema,
    ok: staff.staffMemberResponseSchema,
    errors: [409],
  },
];
