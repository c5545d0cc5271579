import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { expectToast, launchBrowser, phoneContext } from '../setup/browser.ts';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function register(page: Page, username: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await page.getByLabel('Country').fill('United Kingdom');
  await page.getByLabel(/^Password/).fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function logout(page: Page, username: string) {
  await page.getByRole('button', { name: `${username}, account menu` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

async function login(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
}

describe('an investor on a phone', () => {
  it('registers, sees two zero balances, logs out and back in', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await register(page, 'ada');
    await expectToast(page, 'Registered and logged in successfully');
    await page.waitForURL('**/user/dashboard');
    const balances = page.getByRole('region', { name: 'Balances' });
    await expect.poll(() => balances.textContent()).toContain('Main Wallet');
    await expect.poll(() => balances.textContent()).toMatch(/Main Wallet0\.00 USD.*Profit Wallet0\.00 USD/);

    await logout(page, 'ada');
    await expectToast(page, 'Logged out successfully');
    await page.waitForURL('**/login');

    await login(page, 'ada@example.com', 'correct horse battery');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectToast(page, 'Logged in successfully');
    await page.waitForURL('**/user/dashboard');
    await context.close();
  });

  it('keeps the chosen theme across a reload', async () => {
    const context = await phoneContext(browser, server.url, { colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/login');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await register(page, 'grace');
    await page.waitForURL('**/user/dashboard');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await isDark()).toBe(true);
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(bg).toBe('rgb(0, 0, 0)');
    await context.close();
  });

  it('is turned away from the admin area with the admins-only toast', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await register(page, 'linus');
    await page.waitForURL('**/user/dashboard');
    await page.goto('/admin/dashboard');
    await expectToast(page, 'Access denied. You do not have permission to view this page.');
    await page.waitForURL('**/user/dashboard');
    await context.close();
  });
});

describe('the admin on a tablet', () => {
  it('logs in at /admin/login and sees the panel after the access check', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 820, height: 1180 } });
    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    await expectToast(page, 'Please log in as an administrator to access this page.');
    await page.waitForURL('**/admin/login');
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/login');
    await page.getByRole('button', { name: 'Log in as administrator' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByText('Verifying admin access...').waitFor({ state: 'detached', timeout: 10_000 });
    const nav = page.getByRole('navigation', { name: 'Admin sidebar' });
    for (const name of [
      'Dashboard',
      'Users',
      'KYC Review',
      'Deposits',
      'Investments',
      'Transactions',
      'Tickets',
      'Withdrawals',
      'Notifications',
    ]) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByText(E2E_ADMIN.email).first().waitFor();
    await context.close();
  });
});
