import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { eq, sql } from 'drizzle-orm';
import { ROLE_PERMISSIONS, roleCan, type Permission, type StaffRole } from '../../src/contract/staff-permissions.ts';
import type { StaffAccess } from '../../src/contract/staff.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { staffMembers } from '../db/schema-staff.ts';
import { twoFactor } from '../db/schema-two-factor.ts';
import { AppError } from './errors.ts';

/**
 * The permission each /api/admin route needs, keyed by method and OpenAPI path (as in the route
 * catalogue). One table, so a review sees every grant at once; a test fails when an admin route
 * of the catalogue is missing here, and an admin route missing here is refused to everyone.
 * Adding an admin route: add its line (the roles per permission are in src/contract/staff-permissions.ts).
 */
/** 'any-staff': every admin account, whatever its role (its own access, so the UI knows what to show). */
export type RouteGrant = Permission | 'any-staff';

export const ADMIN_ROUTE_PERMISSIONS: Record<string, RouteGrant> = {
  'GET /api/admin/dashboard': 'dashboard.view',
  'GET /api/admin/users': 'users.view',
  'GET /api/admin/users/{id}': 'users.view',
  'PATCH /api/admin/users/{id}': 'users.manage',
  'POST /api/admin/users/{id}/balance': 'balances.adjust',
  'GET /api/admin/kyc': 'kyc.review',
  'GET /api/admin/kyc/{id}': 'kyc.review',
  'GET /api/admin/kyc/{id}/document': 'kyc.review',
  'POST /api/admin/kyc/{id}/approve': 'kyc.review',
  'POST /api/admin/kyc/{id}/reject': 'kyc.review',
  'GET /api/admin/deposits': 'deposits.review',
  'GET /api/admin/deposits/{id}/proof': 'deposits.review',
  'POST /api/admin/deposits/{id}/approve': 'deposits.review',
  'POST /api/admin/deposits/{id}/reject': 'deposits.review',
  'POST /api/admin/deposits/bulk-approve': 'deposits.review',
  'GET /api/admin/deposit-queue': 'deposits.review',
  'GET /api/admin/onchain/payments': 'deposits.review',
  'POST /api/admin/onchain/payments/{id}/resolve': 'deposits.review',
  'GET /api/admin/onchain/watchers': 'deposits.review',
  'GET /api/admin/onchain/sweep.csv': 'deposits.review',
  'GET /api/admin/withdrawals': 'withdrawals.review',
  'POST /api/admin/withdrawals/{id}/approve': 'withdrawals.review',
  'POST /api/admin/withdrawals/{id}/reject': 'withdrawals.review',
  'POST /api/admin/withdrawals/bulk-approve': 'withdrawals.review',
  'GET /api/admin/withdrawal-queue': 'withdrawals.review',
  'GET /api/admin/transactions': 'transactions.view',
  'GET /api/admin/transactions.csv': 'transactions.view',
  'GET /api/admin/deposit-methods': 'methods.view',
  'GET /api/admin/deposit-methods/kinds': 'methods.view',
  'POST /api/admin/deposit-methods': 'methods.manage',
  'PUT /api/admin/deposit-methods/{id}': 'methods.manage',
  'DELETE /api/admin/deposit-methods/{id}': 'methods.manage',
  'GET /api/admin/withdrawal-methods': 'methods.view',
  'POST /api/admin/withdrawal-methods': 'methods.manage',
  'PUT /api/admin/withdrawal-methods/{id}': 'methods.manage',
  'DELETE /api/admin/withdrawal-methods/{id}': 'methods.manage',
  'GET /api/admin/schemas': 'investments.view',
  'POST /api/admin/schemas': 'investments.manage',
  'PUT /api/admin/schemas/{id}': 'investments.manage',
  'DELETE /api/admin/schemas/{id}': 'investments.manage',
  'GET /api/admin/investments': 'investments.view',
  'GET /api/admin/jobs': 'investments.view',
  'PUT /api/admin/rates': 'rates.manage',
  'GET /api/admin/badges': 'badges.manage',
  'POST /api/admin/badges': 'badges.manage',
  'PUT /api/admin/badges/{id}': 'badges.manage',
  'DELETE /api/admin/badges/{id}': 'badges.manage',
  'GET /api/admin/tickets': 'tickets.handle',
  'GET /api/admin/tickets/{id}': 'tickets.handle',
  'POST /api/admin/tickets/{id}/messages': 'tickets.handle',
  'POST /api/admin/tickets/{id}/close': 'tickets.handle',
  'POST /api/admin/notifications': 'notifications.send',
  'GET /api/admin/notifications/sent': 'notifications.send',
  'GET /api/admin/notifications/audience': 'notifications.send',
  'GET /api/admin/mail': 'mail.view',
  'POST /api/admin/mail/{id}/resend': 'mail.resend',
  'GET /api/admin/audit': 'audit.view',
  'GET /api/admin/settings': 'settings.view',
  'PUT /api/admin/settings': 'settings.manage',
  'GET /api/admin/templates': 'settings.view',
  'PUT /api/admin/templates/{key}/{locale}': 'settings.manage',
  'POST /api/admin/templates/{key}/{locale}/preview': 'settings.view',
  'DELETE /api/admin/templates/{key}/{locale}': 'settings.manage',
  // Trust: a read-only support view of one investor's app, and maintenance mode.
  'POST /api/admin/users/{id}/support-view': 'support.view',
  'PUT /api/admin/maintenance': 'maintenance.manage',
  // Staff (server/modules/staff).
  'GET /api/admin/access': 'any-staff',
  'GET /api/admin/staff': 'staff.manage',
  'POST /api/admin/staff': 'staff.manage',
  'PATCH /api/admin/staff/{id}': 'staff.manage',
  // Statements and reports (server/modules/statements): reading the books, as the transaction list.
  'GET /api/admin/users/{id}/statements': 'transactions.view',
  'GET /api/admin/users/{id}/statements.csv': 'transactions.view',
  'GET /api/admin/users/{id}/statements.pdf': 'transactions.view',
  'GET /api/admin/users/{id}/statements/yearly': 'transactions.view',
  'GET /api/admin/users/{id}/statements/yearly.csv': 'transactions.view',
  'GET /api/admin/users/{id}/statements/yearly.pdf': 'transactions.view',
  'GET /api/admin/reports/monthly': 'transactions.view',
  'GET /api/admin/reports/monthly.csv': 'transactions.view',
  // Four-eyes approvals (server/modules/approvals): payouts and balance adjustments, the finance
  // work; withdrawals.review and balances.adjust go to the same roles (finance, owner).
  'GET /api/admin/approvals': 'withdrawals.review',
  'POST /api/admin/approvals/{id}/approve': 'withdrawals.review',
  'POST /api/admin/approvals/{id}/reject': 'withdrawals.review',
  // Card refunds and disputes (server/modules/card-payments): read and dismissed by deposit
  // reviewers; reversing takes money from a wallet, a balance adjustment.
  'GET /api/admin/card-payment-issues': 'deposits.review',
  'POST /api/admin/card-payment-issues/{id}/reverse': 'balances.adjust',
  'POST /api/admin/card-payment-issues/{id}/credit': 'deposits.review',
  'POST /api/admin/card-payment-issues/{id}/dismiss': 'deposits.review',
  // Batch payouts (server/modules/payout-batches): paying withdrawals, as one at a time.
  'GET /api/admin/payout-batches': 'withdrawals.review',
  'GET /api/admin/payout-batches/candidates': 'withdrawals.review',
  'POST /api/admin/payout-batches': 'withdrawals.review',
  'GET /api/admin/payout-batches/{id}': 'withdrawals.review',
  'POST /api/admin/payout-batches/{id}/approve': 'withdrawals.review',
  'POST /api/admin/payout-batches/{id}/paid': 'withdrawals.review',
  'POST /api/admin/payout-batches/{id}/cancel': 'withdrawals.review',
  'GET /api/admin/payout-batches/{id}/batch.csv': 'withdrawals.review',
  'GET /api/admin/payout-batches/{id}/safe.json': 'withdrawals.review',
  // Proof of liabilities: every staff member reads it beside the dashboard; publishing one and
  // declaring the assets speak for the platform, so they stay with owners.
  'GET /api/admin/proof-of-liabilities': 'dashboard.view',
  'POST /api/admin/proof-of-liabilities': 'settings.manage',
  'PUT /api/admin/proof-of-liabilities/declared-assets': 'settings.manage',
};

/** Hono's '/users/:id' (or ':id{regex}') as the catalogue writes it: '/users/{id}'. */
export const openApiPath = (honoPath: string): string => honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

/** The route that answers this request: the first matched handler registered for its method (middleware is 'ALL'). */
export function answeringRoutePath(c: Context): string | undefined {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  return matchedRoutes(c).find((r) => r.method === method)?.path;
}

export const permissionFor = (method: string, openApi: string): RouteGrant | undefined =>
  ADMIN_ROUTE_PERMISSIONS[`${method.toUpperCase()} ${openApi}`];

/** The refusal of the permission layer: its own code, and the permission it lacks named for the operator. */
export const staffPermissionRequired = (permission: Permission | 'unlisted') =>
  new AppError(403, 'STAFF_PERMISSION_REQUIRED', `Your staff role does not allow this (needs ${permission}).`);

type StaffRow = { role: StaffRole | null; twoFactorEnabled: boolean };
/** One read per request, shared by the two-factor gate (requireUser) and the permission check (requireAdmin). */
const rowsOfRequest = new WeakMap<Request, Promise<StaffRow>>();

/** The signed-in admin's staff role and two-factor state, read on every request so a change counts at once. */
function staffRow(c: Context | undefined, db: Db, userId: string): Promise<StaffRow> {
  const cached = c ? rowsOfRequest.get(c.req.raw) : undefined;
  if (cached) return cached;
  const read = db
    .select({
      role: staffMembers.role,
      deactivatedAt: staffMembers.deactivatedAt,
      twoFactorOn: sql<boolean>`${twoFactor.enabledAt} IS NOT NULL`,
    })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(eq(users.id, userId))
    .then(([row]) => ({
      role: row?.role && !row.deactivatedAt ? row.role : null,
      twoFactorEnabled: row?.twoFactorOn ?? false,
    }));
  if (c) rowsOfRequest.set(c.req.raw, read);
  return read;
}

/** What the admin UI shows: the role, its permissions, and whether two-factor set-up comes first. */
export async function staffAccess(db: Db, userId: string, twoFactorRequired: boolean): Promise<StaffAccess> {
  const { role, twoFactorEnabled } = await staffRow(undefined, db, userId);
  return {
    role,
    permissions: role ? [...ROLE_PERMISSIONS[role]] : [],
    twoFactorEnabled,
    twoFactorSetupRequired: twoFactorRequired && !twoFactorEnabled,
  };
}

/** Checked in requireAdmin, so every admin route passes here; an unlisted route or a role without the grant is refused. */
export async function checkStaffPermission(c: Context, db: Db, userId: string): Promise<void> {
  const path = answeringRoutePath(c);
  // No handler answers this method and path: nothing can run, the 404 answers (after this middleware).
  if (!path) return;
  const grant = permissionFor(c.req.method === 'HEAD' ? 'GET' : c.req.method, openApiPath(path));
  if (!grant) throw staffPermissionRequired('unlisted');
  if (grant === 'any-staff') return;
  const { role } = await staffRow(c, db, userId);
  if (!role || !roleCan(role, grant)) throw staffPermissionRequired(grant);
}

/** What an admin without two-factor may reach: who they are, signing out, and the two-factor set-up (after a step-up). */
export const BEFORE_TWO_FACTOR = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'GET /api/step-up',
  'POST /api/step-up',
  'GET /api/two-factor',
  'POST /api/two-factor/setup',
  'POST /api/two-factor/enable',
  'GET /api/admin/access',
]);

export const twoFactorSetupRequired = () =>
  new AppError(
    403,
    'TWO_FACTOR_SETUP_REQUIRED',
    'Set up two-factor authentication first: every admin account needs it.',
  );

/**
 * Checked in requireUser for admins when ADMIN_TWO_FACTOR is required: until they turn two-factor
 * on, their session is restricted to BEFORE_TWO_FACTOR, whatever route they call.
 */
export async function checkAdminTwoFactor(c: Context, db: Db, userId: string): Promise<void> {
  const path = answeringRoutePath(c);
  if (path && BEFORE_TWO_FACTOR.has(`${c.req.method === 'HEAD' ? 'GET' : c.req.method} ${openApiPath(path)}`)) return;
  if (!(await staffRow(c, db, userId)).twoFactorEnabled) throw twoFactorSetupRequired();
}
