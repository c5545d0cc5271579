// Staff roles and their permissions, without zod: the server enforces them per admin route
// (server/lib/admin-permissions.ts) and the admin UI hides what the signed-in role cannot do.

/** Roles inside the single admin role; least privilege, the owner alone manages staff. */
export const STAFF_ROLES = ['owner', 'finance', 'compliance', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** One permission per kind of work; every /api/admin route needs exactly one. */
export const PERMISSIONS = [
  'dashboard.view',
  'users.view',
  'users.manage',
  'kyc.review',
  'balances.adjust',
  'deposits.review',
  'withdrawals.review',
  'transactions.view',
  'methods.view',
  'methods.manage',
  'investments.view',
  'investments.manage',
  'rates.manage',
  'badges.manage',
  'tickets.handle',
  'notifications.send',
  'mail.view',
  'mail.resend',
  'audit.view',
  'settings.view',
  'settings.manage',
  'staff.manage',
  'support.view',
  'maintenance.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The matrix (README "Staff roles"). Finance moves money and sees the books; compliance decides
 * who may use the platform and reads the audit log; support answers people and sees users
 * read-only. Platform configuration (settings, plans, badges, method set-up) and staff stay with owners.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  finance: [
    'dashboard.view',
    'users.view',
    'balances.adjust',
    'deposits.review',
    'withdrawals.review',
    'transactions.view',
    'methods.view',
    'investments.view',
    'rates.manage',
  ],
  compliance: ['dashboard.view', 'users.view', 'users.manage', 'kyc.review', 'transactions.view', 'audit.view'],
  support: [
    'dashboard.view',
    'users.view',
    'tickets.handle',
    'notifications.send',
    'mail.view',
    'mail.resend',
    'support.view',
  ],
};

export const roleCan = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);
