// The admin console's catalog for one language: loaded when the console opens (src/lib/i18n/i18n.ts),
// never by the investor app, whose messages are in fr.ts.
import admin from './fr/admin.json';
import adminMoney from './fr/admin-money.json';
import templates from './fr/templates.json';

export const messages = {
  ...admin,
  ...adminMoney,
  ...templates,
};
