// One catalog per language, written in areas so that each part of the app keeps its own file;
// the build compiles each area (scripts/lingui-catalogs-plugin.ts) and this module joins them.
import common from './es/common.json';
import moneyIn from './es/money-in.json';
import moneyOut from './es/money-out.json';
import plans from './es/plans.json';
import account from './es/account.json';
import admin from './es/admin.json';
import adminMoney from './es/admin-money.json';
import templates from './es/templates.json';
import validation from './es/validation.json';

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
