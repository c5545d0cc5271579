// One catalog per language, written in areas so that each part of the app keeps its own file;
// the build compiles each area (scripts/lingui-catalogs-plugin.ts) and this module joins them.
import common from './ru/common.json';
import moneyIn from './ru/money-in.json';
import moneyOut from './ru/money-out.json';
import plans from './ru/plans.json';
import account from './ru/account.json';
import admin from './ru/admin.json';
import adminMoney from './ru/admin-money.json';
import templates from './ru/templates.json';
import validation from './ru/validation.json';

export const messages = {
  ...common,
  ...moneyIn,
  ...moneyOut,
  ...plans,
  ...account,
  ...admin,
  ...adminMoney,
  ...templates,
  ...validation,
};
