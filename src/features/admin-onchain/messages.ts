import { translate } from '../../lib/i18n/i18n.ts';

/** Default error messages of the on-chain admin calls, read in the language active when shown. */
export const ONCHAIN_DEFAULTS = {
  get fetchPayments() {
    return translate('admin.onchain.error.fetchPayments');
  },
  get fetchWatchers() {
    return translate('admin.onchain.error.fetchWatchers');
  },
  get resolve() {
    return translate('admin.onchain.error.resolve');
  },
  get sweep() {
    return translate('admin.onchain.error.sweep');
  },
};
