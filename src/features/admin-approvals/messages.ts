import { translate } from '../../lib/i18n/i18n.ts';

/** Default error messages of the approval calls, read in the language active when shown. */
export const APPROVAL_DEFAULTS = {
  get fetch() {
    return translate('admin.approvals.error.fetch');
  },
  get decide() {
    return translate('admin.approvals.error.decide');
  },
};
