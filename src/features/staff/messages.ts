/** Fallback texts of the staff calls, shown when the server gives none. */
export const STAFF_DEFAULTS = {
  access: 'Failed to check your admin access',
  list: 'Failed to fetch staff',
  add: 'Failed to add the admin',
  update: 'Failed to change the admin',
} as const;

export const ROLE_LABELS = {
  owner: 'admin.staff.role.owner',
  finance: 'admin.staff.role.finance',
  compliance: 'admin.staff.role.compliance',
  support: 'admin.staff.role.support',
} as const;

/** What each role may do, in words (the matrix is src/contract/staff-permissions.ts). */
export const ROLE_HINTS = {
  owner: 'admin.staff.hint.owner',
  finance: 'admin.staff.hint.finance',
  compliance: 'admin.staff.hint.compliance',
  support: 'admin.staff.hint.support',
} as const;
