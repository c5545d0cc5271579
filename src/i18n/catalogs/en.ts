// The investor app's catalog for one language, written in areas so that each part of the app keeps
// its own file; the build compiles each area (scripts/lingui-catalogs-plugin.ts) and this module
// joins them. The admin console's areas are a chunk of their own (en-admin.ts), which investors never load.
import common from './en/common.json';
import moneyIn from './en/money-in.json';
import moneyOut from './en/money-out.json';
import plans from './en/plans.json';
import account from './en/account.json';
import validation from './en/validation.json';

export const messages = {
  ...common,
  ...moneyIn,
  ...moneyOut,
  ...plans,
  ...account,
  ...validation,
};
