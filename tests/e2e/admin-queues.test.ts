import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, startAppServer, type AppServer } from '../setup/app-server.ts';
import { expectToast, launchBrowser } from '../setup/browser.ts';
import { person, type Session } from '../setup/pwa-e2e.ts';
import { callOk, postJson } from '../setup/http.ts';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function pendingDeposit(token: string, amount: string): Promise<void> {
  const methods = await callOk<Array<{ id: string; name: string }>>(server.url, 'GET', '/api/deposits/methods', {
    token,
  });
  const form = new FormData();
  form.set('method_id', methods.find((m) => m.name === 'Bank transfer')?.id ?? '');
  form.set('amount', amount);
  await callOk(server.url, 'POST', '/api/deposits', { token, form }, 201);
}

async function mainBalance(token: string): Promise<number> {
  const wallets = await callOk<Array<{ type: string; balance: number }>>(server.url, 'GET', '/api/wallet/wallets', {
    token,
  });
  return wallets.find((w) => w.type === 'main')?.balance ?? Number.NaN;
}

describe('the deposit queue on a portrait tablet', () => {
  it('opens from its dashboard tile, finds by e-mail, and approves a selection after one confirmation', async () => {
    const ann = await postJson<Session>(server.url, '/api/auth/register', person('ann'));
    const ben = await postJson<Session>(server.url, '/api/auth/register', person('ben'));
    await pendingDeposit(ann.token, '200');
    await pendingDeposit(ben.token, '350.50');

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 1366 } });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in as administrator' }).click();
    await page.waitForURL('**/admin/dashboard');

    await page.getByRole('link', { name: /^Deposits pending\s*2/ }).click();
    await page.waitForURL('**/admin/deposits?status=pending');
    const table = page.getByRole('table', { name: 'Deposits' });
    await expect
      .poll(() => table.getByRole('link', { name: /@example\.com$/ }).allTextContents())
      .toEqual(['ben@example.com', 'ann@example.com']);
    // Beside the sidebar the queue fits without sideways scrolling.
    expect(
      await page.getByRole('region', { name: 'Deposits table' }).evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).toBe(true);

    await page.getByRole('searchbox', { name: 'Search' }).fill('ann@');
    await expect
      .poll(() => table.getByRole('link', { name: /@example\.com$/ }).allTextContents())
      .toEqual(['ann@example.com']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    await page.getByRole('checkbox', { name: 'Select all 2 pending deposits' }).check();
    await page.getByRole('button', { name: 'Approve selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve 2 deposits?' });
    await confirm.getByText('550.50 USD').waitFor();
    await confirm.getByText('ben@example.com, ann@example.com').waitFor();
    expect(await mainBalance(ann.token)).toBe(0);
    await confirm.getByRole('button', { name: 'Approve 2 deposits' }).click();
    await expectToast(page, '2 deposits approved.');
    await page.getByText('No deposits with this status').waitFor();

    // Bank transfer: 1.00 fixed charge, credited once each.
    expect(await mainBalance(ann.token)).toBe(199);
    expect(await mainBalance(ben.token)).toBe(349.5);
    await context.close();
  });
});
