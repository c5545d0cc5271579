// The investor app's catalog for one language, written in areas so that each part of the app keeps
// its own file; the build compiles each area (scripts/lingui-catalogs-plugin.ts) and this module
// joins them. The admin console's areas are a chunk of their own (ru-admin.ts), which investors never load.
import common from './ru/common.json';
import moneyIn from './ru/money-in.json';
import moneyOut from './ru/money-out.json';
import plans from './ru/plans.json';
import account from './ru/account.json';
import validation from './ru/validation.json';

export const messages = {
  ...common,
  ...moneyIn,
  ...moneyOut,
  ...plans,
  ...account,
  ...validation,
};
