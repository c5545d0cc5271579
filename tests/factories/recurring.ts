import type { Target } from '../setup/http.ts';
import { call } from '../setup/http.ts';
import type { RecurringList, RecurringOne, RecurringPlan } from '../../src/contract/recurring-investments.ts';
import type { ErrorBody } from '../setup/types.ts';

/** Recurring plans and alerts through HTTP, for in-process apps and server processes alike. */
export async function createPlan(target: Target, token: string, body: Record<string, unknown>): Promise<RecurringPlan> {
  const res = await call<RecurringOne & ErrorBody>(target, 'POST', '/api/recurring-investments', { token, body });
  if (res.status !== 201) throw new Error(`create plan failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.plan;
}

export async function plansOf(target: Target, token: string): Promise<RecurringPlan[]> {
  const res = await call<RecurringList>(target, 'GET', '/api/recurring-investments', { token });
  if (res.status !== 200) throw new Error(`list plans failed: ${res.status}`);
  return res.body.plans;
}

export const changePlan = (target: Target, token: string, id: string, body: Record<string, unknown>) =>
  call<RecurringOne & ErrorBody>(target, 'PUT', `/api/recurring-investments/${id}`, { token, body });

/** The in-app notification texts of a user, newest first. */
export async function noticesOf(target: Target, token: string): Promise<string[]> {
  const res = await call<{ notifications: Array<{ message: string }> }>(target, 'GET', '/api/notifications?limit=100', {
    token,
  });
  return res.body.notifications.map((n) => n.message);
}

export const DAY_MS = 86_400_000;
