import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { postJson } from '../setup/http.ts';
import { runCli } from '../setup/server-env.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { axeFailures, overflowFailures, targetSizeFailures } from '../setup/sweep-checks.ts';

// A recurring plan set up on a 360 px phone, its first run made by run-due, then paused; and a balance alert.
let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = <T>(path: string, body: unknown, token?: string): Promise<T> => postJson<T>(server.url, path, body, token);
type Session = { token: string; user: { id: string } };

/** No sideways scroll, 44 px targets and no axe violations on the page as it is now. */
async function expectPhoneFriendly(page: Page) {
  expect([
    ...(await overflowFailures(page)),
    ...(await targetSizeFailures(page)),
    ...(await axeFailures(page)),
  ]).toEqual([]);
}

describe('recurring investing on a phone', () => {
  it('starts a weekly plan, sees its first run invest, pauses it, and sets a balance alert', async () => {
    const rita = await api<Session>('/api/auth/register', {
      email: 'rita@example.com',
      password: 'correct horse battery',
      username: 'rita',
      firstName: 'Rita',
      lastName: 'Regular',
      phone: '+1 555 0142',
      country: 'Canada',
    });
    const admin = await api<Session>('/api/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    await api(
      `/api/admin/users/${rita.user.id}/balance`,
      { wallet_type: 'main', amount: 500, type: 'add', reason: 'Opening credit' },
      admin.token,
    );

    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('rita@example.com');
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/user/dashboard');

    await page.goto('/user/recurring');
    await page.getByText(/You have no recurring plans yet/).waitFor();
    await expectPhoneFriendly(page);
    const form = page.getByRole('form', { name: 'New recurring plan' });
    await form.getByLabel('Plan').selectOption({ label: 'Starter' });
    await form.getByLabel(/^Amount each time/).fill('100');
    await form.getByLabel('How often').selectOption('week');
    await form.getByRole('button', { name: 'Start recurring plan' }).click();
    const card = page.getByRole('article', { name: '100.00 USD into Starter' });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/Every week from the Main Wallet/);
    await expectPhoneFriendly(page);

    await server.stop();
    const run = await runCli(['run-due', '--until', new Date(Date.now() + 3_600_000).toISOString()], server.env);
    // The server's own job (every minute) may have made the first run already: then run-due finds it done.
    expect(run.output).toMatch(/recurring [01] invested, 0 skipped/);
    await server.start();

    await page.reload();
    await card.getByText('Past runs (1)').click();
    await card.getByText('Invested').waitFor();
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByText('Paused', { exact: true }).waitFor();
    await expectPhoneFriendly(page);

    await page.goto('/user/alerts');
    const balance = page.getByRole('form', { name: 'Balance alert' });
    await balance.getByLabel(/Tell me when Main falls under/).fill('300');
    await balance.getByRole('button', { name: 'Save level' }).click();
    await balance.getByText('You are told when your Main Wallet falls under 300.00 USD.').waitFor();
    await expectPhoneFriendly(page);
    await context.close();
  }, 240_000);
});
