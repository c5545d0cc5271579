import { translate } from '../../lib/i18n/i18n.ts';

/** Default error messages of the passkey calls (docs/product.md, "Error catalogue"), read in the language active when shown. */
export const PASSKEY_DEFAULTS = {
  get list() {
    return translate('passkey.error.list');
  },
  get add() {
    return translate('passkey.error.add');
  },
  get rename() {
    return translate('passkey.error.rename');
  },
  get remove() {
    return translate('passkey.error.remove');
  },
  get signIn() {
    return translate('passkey.error.signIn');
  },
};
