import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { postJson } from '../setup/http.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';

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

const person = (username: string) => ({
  email: `${username}@example.com`,
  password: 'correct horse battery',
  username,
  firstName: username[0]?.toUpperCase() + username.slice(1),
  lastName: 'Tester',
  phone: '+1 555 0123',
  country: 'Canada',
});

async function loginInBrowser(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('correct horse battery');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/user/dashboard');
}

const balancesText = (page: Page) => page.getByRole('region', { name: 'Balances' }).textContent();

describe('money between two investors', () => {
  it('admin credits, the investor exchanges and sends, the recipient sees it, and offline the last balances stay', async () => {
    const alice = await api<Session>('/api/auth/register', person('alice'));
    await api<Session>('/api/auth/register', person('bob'));
    const admin = await api<Session>('/api/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    await api(
      `/api/admin/users/${alice.user.id}/balance`,
      { wallet_type: 'main', amount: 500, type: 'add', reason: 'Opening credit' },
      admin.token,
    );

    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await loginInBrowser(page, 'alice@example.com');
    await expect.poll(() => balancesText(page)).toMatch(/Main Wallet500\.00 USD/);

    // Exchange 100 from Main to Profit (1% default charge: 1.00).
    await page.goto('/user/wallet-exchange');
    await page.getByLabel('From wallet').selectOption('main');
    await page.getByLabel('Amount').fill('100');
    await expect
      .poll(() => page.getByRole('region', { name: 'Charge preview' }).textContent())
      .toMatch(/You receive\s*99\.00/);
    await page.getByRole('button', { name: 'Review exchange' }).click();
    await page.getByRole('button', { name: 'Confirm exchange' }).click();
    await page.getByRole('heading', { name: 'Exchange complete' }).waitFor();

    // Send 50 to Bob (default fee 0.50 + 1% = 1.00, paid on top).
    await page.goto('/user/send-money');
    await page.getByLabel('Recipient email').fill('bob@example.com');
    await page.getByLabel('Amount').fill('50');
    await page.getByLabel('Note').fill('Dinner');
    await expect
      .poll(() => page.getByRole('region', { name: 'Charge preview' }).textContent())
      .toMatch(/Total debited\s*51\.00/);
    await page.getByRole('button', { name: 'Review transfer' }).click();
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    // Alice has no two-factor and never paid Bob: the password first (server/db/functions/send_money_request.sql).
    const confirmItsYou = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirmItsYou.getByLabel('Your password').fill('correct horse battery');
    await confirmItsYou.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Money sent' }).waitFor();
    await page.getByRole('link', { name: 'Turn on two-factor' }).waitFor();

    await page.goto('/user/dashboard');
    await expect.poll(() => balancesText(page)).toMatch(/Main Wallet349\.00 USD.*Profit Wallet99\.00 USD/);

    // Bob sees the money and where it came from.
    const bobContext = await phoneContext(browser, server.url);
    const bobPage = await bobContext.newPage();
    await loginInBrowser(bobPage, 'bob@example.com');
    await expect.poll(() => balancesText(bobPage)).toMatch(/Main Wallet50\.00 USD/);
    await bobPage.goto('/user/send-money/log');
    await bobPage
      .getByText(/Received from Alice/)
      .first()
      .waitFor();
    await bobContext.close();

    // The worker must control the page before the network goes away.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect.poll(() => balancesText(page)).toMatch(/Main Wallet349\.00 USD/);

    await server.stop();
    await page.reload();
    await expect
      .poll(() => balancesText(page), { timeout: 20_000 })
      .toMatch(/Main Wallet349\.00 USD.*Profit Wallet99\.00 USD/);
    // One calm notice offline (freshness rules): the card says how old its figures are, no toast on top.
    await page
      .getByRole('region', { name: 'Balances' })
      .getByText(/Displaying previous data, as of/)
      .waitFor();
    expect(await page.getByText('Failed to update wallet data:').count()).toBe(0);
    await context.close();
    await server.start();
  });
});
