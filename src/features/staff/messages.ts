/** Fallback texts of the staff calls, shown when the server gives none. */
export const STAFF_DEFAULTS = {
  access: 'Failed to check your admin access',
  list: 'Failed to fetch staff',
  add: 'Failed to add the admin',
  update: 'Failed to change the admin',
} as const;

export const ROLE_LABELS = {
  owner: 'Owner',
  finance: 'Finance',
  compliance: 'Compliance',
  support: 'Support',
} as const;

/** What each role may do, in words (the matrix is src/contract/staff-permissions.ts). */
export const ROLE_HINTS = {
  owner: 'Everything, including staff, settings, plans and badges',
  finance: 'Deposits, withdrawals, balances, transactions and rates',
  compliance: 'KYC, users and bans, transactions and the audit log',
  support: 'Tickets, notifications, mail and users (read-only)',
} as const;
