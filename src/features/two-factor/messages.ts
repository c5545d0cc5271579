import { translate } from '../../lib/i18n/i18n.ts';

/** Default error messages of the two-factor calls (docs/product.md, "Error catalogue"), read in the language active when shown. */
export const TWO_FACTOR_DEFAULTS = {
  get fetchStatus() {
    return translate('twoFactor.error.fetchStatus');
  },
  get setup() {
    return translate('twoFactor.error.setup');
  },
  get enable() {
    return translate('twoFactor.error.enable');
  },
  get disable() {
    return translate('twoFactor.error.disable');
  },
  get newCodes() {
    return translate('twoFactor.error.newCodes');
  },
};
