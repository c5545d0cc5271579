import { translate } from '../../lib/i18n/i18n.ts';

/** Fallback texts of the staff calls, shown when the server gives none, in the language active then. */
export const STAFF_DEFAULTS = {
  get access() {
    return translate('admin.staff.error.access');
  },
  get list() {
    return translate('admin.staff.error.list');
  },
  get add() {
    return translate('admin.staff.error.add');
  },
  get update() {
    return translate('admin.staff.error.update');
  },
};

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
