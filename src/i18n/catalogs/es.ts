// The investor app's catalog for one language, written in areas so that each part of the app keeps
// its own file; the build compiles each area (scripts/lingui-catalogs-plugin.ts) and this module
// joins them. The admin console's areas are a chunk of their own (es-admin.ts), which investors never load.
import common from './es/common.json';
import moneyIn from './es/money-in.json';
import moneyOut from './es/money-out.json';
import plans from './es/plans.json';
import account from './es/account.json';
import validation from './es/validation.json';

export const messages = {
  ...common,
  ...moneyIn,
  ...moneyOut,
  ...plans,
  ...account,
  ...validation,
};
