// The admin console's catalog for one language: loaded when the console opens (src/lib/i18n/i18n.ts),
// never by the investor app, whose messages are in es.ts.
import admin from './es/admin.json';
import adminMoney from './es/admin-money.json';
import templates from './es/templates.json';

export const messages = {
  ...admin,
  ...adminMoney,
  ...templates,
};
