// The investor app's catalog for one language, written in areas so that each part of the app keeps
// its own file; the build compiles each area (scripts/lingui-catalogs-plugin.ts) and this module
// joins them. The admin console's areas are a chunk of their own (fr-admin.ts), which investors never load.
import common from './fr/common.json';
import moneyIn from './fr/money-in.json';
import moneyOut from './fr/money-out.json';
import plans from './fr/plans.json';
import account from './fr/account.json';
import validation from './fr/validation.json';

export const messages = {
  ...common,
  ...moneyIn,
  ...moneyOut,
  ...plans,
  ...account,
  ...validation,
};
