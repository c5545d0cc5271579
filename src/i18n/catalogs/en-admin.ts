// The admin console's catalog for one language: loaded when the console opens (src/lib/i18n/i18n.ts),
// never by the investor app, whose messages are in en.ts.
import admin from './en/admin.json';
import adminMoney from './en/admin-money.json';
import templates from './en/templates.json';

export const messages = {
  ...admin,
  ...adminMoney,
  ...templates,
};
