import * as exit from '../../../src/contract/investment-exit.ts';
import type { RouteDoc } from './route-doc.ts';

/** An investor's running investment: compounding, the choice at maturity, early exit (server/modules/investments). */
export const INVESTMENT_CHOICE_ROUTES: RouteDoc[] = [
  {
    method: 'put',
    path: '/api/investments/{id}/reinvest',
    summary:
      "Switch compounding on or off for the periods not yet paid (only where the investment's schema allows compounding)",
    access: 'user',
    body: exit.reinvestRequestSchema,
    ok: exit.investmentChangedSchema,
    errors: [404, 422],
  },
  {
    method: 'put',
    path: '/api/investments/{id}/at-maturity',
    summary: 'Pay out or reinvest at maturity; changeable until the investment matures',
    access: 'user',
    body: exit.atMaturityRequestSchema,
    ok: exit.investmentChangedSchema,
    errors: [404, 422],
  },
  {
    method: 'get',
    path: '/api/investments/{id}/exit-quote',
    summary: 'What an early exit now would do: capital back, penalty, profit kept, net to the wallet',
    access: 'user',
    ok: exit.exitQuoteSchema,
    errors: [404, 422],
  },
  {
    method: 'post',
    path: '/api/investments/{id}/exit',
    summary:
      "Leave an investment early: capital minus the penalty to the investment's wallet, profit paid kept, the penalty to the platform's fees",
    access: 'user',
    idempotent: true,
    ok: exit.exitResultSchema,
    errors: [404, 422],
  },
];
