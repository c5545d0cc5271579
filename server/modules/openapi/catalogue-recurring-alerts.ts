import * as alerts from '../../../src/contract/alerts.ts';
import * as recurring from '../../../src/contract/recurring-investments.ts';
import type { RouteDoc } from './route-doc.ts';

/** Recurring investing and alerts (server/modules/recurring, server/modules/alerts). */
export const RECURRING_ALERT_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/recurring-investments',
    summary: "The caller's recurring plans, newest first, each with its next run and latest runs",
    access: 'user',
    ok: recurring.recurringListSchema,
  },
  {
    method: 'post',
    path: '/api/recurring-investments',
    summary:
      'Start a recurring plan: every day, week or month from `start_at` (default now) it invests `amount` from the wallet into the plan through Invest Now; a run that cannot invest is skipped and told, three in a row pause the plan',
    access: 'user',
    body: recurring.recurringCreateSchema,
    ok: recurring.recurringOneSchema,
    status: 201,
    errors: [404, 422],
  },
  {
    method: 'put',
    path: '/api/recurring-investments/{id}',
    summary:
      'Change the amount or period, pause (`paused: true`) or resume (`paused: false`, the next run is the first due date from now); 409 once stopped',
    access: 'user',
    body: recurring.recurringUpdateSchema,
    ok: recurring.recurringOneSchema,
    errors: [404, 409, 422],
  },
  {
    method: 'delete',
    path: '/api/recurring-investments/{id}',
    summary: 'Stop a recurring plan for good (its past runs stay listed)',
    access: 'user',
    ok: recurring.recurringOneSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/alerts',
    summary: "The caller's alert levels: Main balance under a level, market rates above or below a level",
    access: 'user',
    ok: alerts.alertsSchema,
  },
  {
    method: 'put',
    path: '/api/alerts/balance',
    summary:
      'Alert once each time Main falls under `level` (null removes it); a balance already under it alerts after it goes back over',
    access: 'user',
    body: alerts.balanceAlertUpdateSchema,
    ok: alerts.alertsSchema,
  },
  {
    method: 'post',
    path: '/api/alerts/prices',
    summary:
      "Alert once each time a market asset's rate goes above or below `level` (direction: the side it is not on now when left out); at most 20",
    access: 'user',
    body: alerts.priceAlertCreateSchema,
    ok: alerts.alertsSchema,
    status: 201,
    errors: [404, 422],
  },
  {
    method: 'delete',
    path: '/api/alerts/prices/{id}',
    summary: 'Remove a price alert',
    access: 'user',
    ok: alerts.alertsSchema,
    errors: [404],
  },
];
