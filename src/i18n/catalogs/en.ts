// One catalog per language, written in areas so that each part of the app keeps its own file;
// the build compiles each area (scripts/lingui-catalogs-plugin.ts) and this module joins them.
import common from './en/common.json';
import moneyIn from './en/money-in.json';
import moneyOut from './en/money-out.json';
import plans from './en/plans.json';
import account from './en/account.json';
import admin from './en/admin.json';
import adminMoney from './en/admin-money.json';
import templates from './en/templates.json';
import validation from './en/validation.json';

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
