// The admin console's catalog for one language: loaded when the console opens (src/lib/i18n/i18n.ts),
// never by the investor app, whose messages are in ru.ts.
import admin from './ru/admin.json';
import adminMoney from './ru/admin-money.json';
import templates from './ru/templates.json';

export const messages = {
  ...admin,
  ...adminMoney,
  ...templates,
};
