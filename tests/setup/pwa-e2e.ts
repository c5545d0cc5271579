import type { Page } from 'playwright-core';
import { E2E_ADMIN } from './app-server.ts';
import { postJson } from './http.ts';

export type Session = { token: string; user: { id: string } };

export const PASSWORD = 'correct horse battery';

export function person(username: string) {
  return {
    email: `${username}@example.com`,
    password: PASSWORD,
    username,
    firstName: 'Pat',
    lastName: 'Tester',
    phone: '+1 555 0123',
    country: 'Canada',
  };
}

/** Registers an investor and credits their Main Wallet through the admin API. */
export async function investorWithMoney(base: string, username: string, amount: number): Promise<Session> {
  const session = await postJson<Session>(base, '/api/auth/register', person(username));
  await credit(base, session.user.id, amount);
  return session;
}

export async function credit(base: string, userId: string, amount: number): Promise<void> {
  const admin = await postJson<Session>(base, '/api/auth/login', {
    email: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
  });
  await postJson(
    base,
    `/api/admin/users/${userId}/balance`,
    { wallet_type: 'main', amount, type: 'add', reason: 'e2e credit' },
    admin.token,
  );
}

export async function logIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/user/dashboard');
}

/** Waits until the service worker is active and controls this page (the first visit needs a reload). */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  if (!controlled) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

export const balancesText = (page: Page) => page.getByRole('region', { name: 'Balances' }).textContent();
