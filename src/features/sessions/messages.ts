import { translate } from '../../lib/i18n/i18n.ts';

/** Default error messages of the sessions calls (docs/product.md, "Error catalogue"), read in the language active when shown. */
export const SESSION_DEFAULTS = {
  get list() {
    return translate('sessions.error.list');
  },
  get signOut() {
    return translate('sessions.error.signOut');
  },
  get signOutOthers() {
    return translate('sessions.error.signOutOthers');
  },
  get history() {
    return translate('sessions.error.history');
  },
};

/** "Chrome 131 on Windows 10": how a device is named on the page. */
export const deviceName = (d: { browser: string; os: string }) =>
  translate('sessions.device', { browser: d.browser, os: d.os });
