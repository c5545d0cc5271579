import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { call, postJson } from '../setup/http.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';

// Trust on a 360 px phone: verifying one's balance against the published root (WebCrypto, in the
// page), exporting one's data as a ZIP, closing the account, and maintenance pausing money forms.
let server: AppServer;
let browser: Browser;
let admin: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  admin = (await postJson<Session>(server.url, '/api/auth/login', E2E_ADMIN)).token;
  // Snapshots and maintenance are admin control work: the session steps up first.
  await postJson(server.url, '/api/step-up', { password: E2E_ADMIN.password }, admin);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Session = { token: string; user: { id: string } };
const PASSWORD = 'correct horse battery';

async function investor(username: string, dollars = 0): Promise<Session> {
  const session = await postJson<Session>(server.url, '/api/auth/register', {
    email: `${username}@example.com`,
    password: PASSWORD,
    username,
    firstName: 'Tess',
    lastName: 'Trust',
    phone: '+1 555 0123',
    country: 'Canada',
  });
  if (dollars > 0)
    await postJson(
      server.url,
      `/api/admin/users/${session.user.id}/balance`,
      { wallet_type: 'main', amount: dollars, type: 'add', reason: 'Opening credit' },
      admin,
    );
  return session;
}

async function phoneLogin(username: string): Promise<Page> {
  const page = await (await phoneContext(browser, server.url)).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/user/dashboard');
  return page;
}

async function confirmItsMe(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByLabel(/^Your password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

describe('trust on a phone', () => {
  it('Verify my balance recomputes the published root in the page and says it matches', async () => {
    await investor('vera', 250);
    const snap = await call(server.url, 'POST', '/api/admin/proof-of-liabilities', { token: admin });
    expect(snap.status).toBe(201);
    const page = await phoneLogin('vera');
    await page.goto('/user/verify-balance');
    await page.getByText(/^Verified\. Your balance of 250\.00 USD is included\./).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it('Export my data: asks for a step-up, prepares the ZIP, and downloads it', async () => {
    await investor('exa', 40);
    const page = await phoneLogin('exa');
    await page.goto('/user/security');
    const region = page.getByRole('region', { name: 'Your data' });
    await region.getByRole('button', { name: 'Export my data' }).click();
    await confirmItsMe(page);
    const download = region.getByRole('button', { name: 'Download ZIP' });
    await download.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // A ZIP names its entries in plain text in its central directory.
    expect(bytes.includes('account.json')).toBe(true);
    expect(bytes.includes('transactions.csv')).toBe(true);
    await page.context().close();
  });

  it('Close my account: says what happens, asks for a step-up, signs out, and the sign-in says it is closed', async () => {
    await investor('cleo');
    const page = await phoneLogin('cleo');
    await page.goto('/user/security');
    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await confirmItsMe(page);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('cleo@example.com');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page
      .getByText(/closed/i)
      .first()
      .waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await page.context().close();
  });

  it('maintenance shows a calm banner and pauses the send form; turned off, the form opens again', async () => {
    await investor('mia', 100);
    const page = await phoneLogin('mia');
    const message = 'Planned upgrade of the payment system.';
    const on = await call(server.url, 'PUT', '/api/admin/maintenance', {
      token: admin,
      body: { on: true, message, until: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(on.status).toBe(200);
    try {
      await page.goto('/user/send-money');
      const banner = page.getByRole('status', { name: 'Maintenance' });
      await banner.getByText(new RegExp(`${message} Money actions are paused`)).waitFor();
      await page.getByLabel(/^Recipient email/).fill('vera@example.com');
      await page.getByLabel(/^Amount/).fill('5');
      await page.getByText('This action is paused during maintenance.', { exact: false }).waitFor();
      const review = page.getByRole('button', { name: 'Review transfer' });
      expect(await review.isDisabled()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await call(server.url, 'PUT', '/api/admin/maintenance', { token: admin, body: { on: false } });
    }
    await page.reload();
    await page.getByLabel(/^Recipient email/).fill('vera@example.com');
    await page.getByLabel(/^Amount/).fill('5');
    await expect.poll(() => page.getByRole('button', { name: 'Review transfer' }).isDisabled()).toBe(false);
    expect(await page.getByRole('status', { name: 'Maintenance' }).count()).toBe(0);
    await page.context().close();
  });
});
