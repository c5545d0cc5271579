import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { postJson } from '../setup/http.ts';
import { launchBrowser } from '../setup/browser.ts';

// Lie-fi (connected, nothing answers) is said within 10 s, not after the 60 s timeout.
let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Session = { token: string; user: { id: string } };
const api = <T>(path: string, body: unknown, token?: string): Promise<T> => postJson<T>(server.url, path, body, token);
const person = {
  email: 'lena@example.com',
  password: 'correct horse battery',
  username: 'lena',
  firstName: 'Lena',
  lastName: 'Lie',
  phone: '+1 555 0123',
  country: 'Canada',
};

/** Never answered: the request stays open, as on a dead mobile link that still says "connected". */
const hang = () => undefined;

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  // The page's own requests (the worker would fetch /api itself, out of the routes' reach).
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 360, height: 780 },
    serviceWorkers: 'block',
  });
  return { context, page: await context.newPage() };
}

describe('lie-fi in Chromium', () => {
  it('a hanging charge preview says it is still trying and can be cancelled; hanging reads show "Updating..." and the offline notice within 10 s', async () => {
    const lena = await api<Session>('/api/auth/register', person);
    const admin = await api<Session>('/api/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    await api(
      `/api/admin/users/${lena.user.id}/balance`,
      { wallet_type: 'main', amount: 250, type: 'add', reason: 'Opening credit' },
      admin.token,
    );

    const { context, page } = await phone();
    await page.goto('/login');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/user/dashboard');
    await page.getByText('250.00 USD').locator('visible=true').first().waitFor();

    // Only the fee quote hangs: the preview says so after about 5 s, Cancel stops Review's spinner.
    await context.route('**/api/send-money/calculate-charge', hang);
    await page.goto('/user/send-money');
    await page.getByLabel('Recipient email').fill('someone@example.com');
    await page.getByLabel('Amount').fill('20');
    const preview = page.getByRole('region', { name: 'Charge preview' });
    const asked = Date.now();
    await preview.getByText(/Still trying to reach the server/).waitFor({ timeout: 10_000 });
    const stillTryingMs = Date.now() - asked;
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await preview.getByText('Charge check cancelled.').waitFor();
    expect(await page.getByRole('button', { name: 'Review transfer' }).textContent()).toBe('Review transfer');
    await context.unroute('**/api/send-money/calculate-charge');

    // Now every API call hangs: reopen the dashboard from its cache.
    await context.route('**/api/**', hang);
    await page.goto('/user/dashboard');
    const opened = Date.now();
    const card = page.getByRole('region', { name: 'Balances' });
    await card.getByText('250.00 USD').first().waitFor();
    await card.getByText(/^Updating\.\.\. Balances as of/).waitFor({ timeout: 10_000 });
    const updatingMs = Date.now() - opened;
    await page.getByRole('status', { name: 'Offline' }).waitFor({ timeout: 10_000 });
    const offlineMs = Date.now() - opened;
    console.log(
      `lie-fi: "Still trying" after ${stillTryingMs} ms, "Updating..." after ${updatingMs} ms, offline notice after ${offlineMs} ms`,
    );
    expect(stillTryingMs).toBeLessThan(10_000);
    expect(updatingMs).toBeLessThan(10_000);
    expect(offlineMs).toBeLessThan(10_000);
    // Money actions are paused like with no network.
    await page.goto('/user/send-money');
    await page.getByText('This action is paused while you are offline.').waitFor({ timeout: 10_000 });
    await context.close();
  }, 90_000);

  it('a dashboard left open says within 10 s that it is not current when the link dies, with no poll due', async () => {
    const { context, page } = await phone();
    await page.goto('/login');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/user/dashboard');
    const card = page.getByRole('region', { name: 'Balances' });
    await card.getByText('250.00 USD').first().waitFor();
    // The next poll is 30 s away; from here on nothing answers and the reader does nothing.
    await context.route('**/api/**', hang);
    const died = Date.now();
    await page.getByRole('status', { name: 'Offline' }).waitFor({ timeout: 10_000 });
    const saidMs = Date.now() - died;
    console.log(`lie-fi on a screen left open: offline notice after ${saidMs} ms`);
    expect(saidMs).toBeLessThan(10_000);
    await context.close();
  }, 60_000);
});
