import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { expectToast, launchBrowser, phoneContext } from '../setup/browser.ts';
import { callOk } from '../setup/http.ts';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PASSWORD = 'correct horse battery';

async function register(username: string, firstName: string): Promise<void> {
  await callOk(
    server.url,
    'POST',
    '/api/auth/register',
    {
      body: {
        email: `${username}@example.com`,
        password: PASSWORD,
        username,
        firstName,
        lastName: 'Tester',
        phone: '+1 555 0199',
        country: 'Canada',
      },
    },
    201,
  );
}

describe('the admin console on a tablet', () => {
  it('the staff card shows the whole name and role at 360, 768 and 1024 px: nothing cut off', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 1366 } });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in as administrator' }).click();
    await page.waitForURL('**/admin/dashboard');
    for (const [width, height] of [
      [360, 780],
      [768, 1024],
      [1024, 1366],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/admin/staff');
      const card = page.getByRole('list', { name: 'Admin team' }).getByRole('listitem').first();
      await card.waitFor({ timeout: 15_000 });
      // The owner's card: the name with "(you)", the role and what it may do, each whole.
      await card.getByText('Everything, including staff, settings, plans and badges').waitFor();
      const cut = await card.evaluate((li) =>
        [li, ...li.querySelectorAll('*')]
          .filter((el) => el instanceof HTMLElement && el.tagName !== 'SELECT' && el.tagName !== 'OPTION')
          .filter((el) => getComputedStyle(el).textOverflow === 'ellipsis' || el.scrollWidth > el.clientWidth + 1)
          .map((el) => `${el.tagName}: ${el.textContent ?? ''}`),
      );
      expect(cut, `${width}px`).toEqual([]);
      expect(await card.textContent(), `${width}px`).toMatch(/\(you\)/);
      // The select shows its whole role word too.
      const select = card.getByRole('combobox');
      expect(await select.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${width}px select`).toBe(true);
    }
    await context.close();
  });

  it("at 1024x1366 the deposit and withdrawal methods tables show each method's limits and charge", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 1366 } });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in as administrator' }).click();
    await page.waitForURL('**/admin/dashboard');
    for (const [path, name] of [
      ['/admin/deposits', 'Deposit methods'],
      ['/admin/withdrawals', 'Withdrawal methods'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name, exact: true });
      await table.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
      for (const header of ['Limits', 'Charge'])
        expect(
          await table.getByRole('columnheader', { name: header, exact: true }).isVisible(),
          `${name}: ${header}`,
        ).toBe(true);
      // The first method's figures, e.g. "10.00 USD – 100,000.00 USD" and "0.00 USD + 1%", are on screen and the table does not scroll sideways.
      const first = table.getByRole('row').nth(1);
      expect(
        await first
          .getByRole('cell')
          .filter({ hasText: /USD – .*USD/ })
          .first()
          .isVisible(),
        `${name}: limits`,
      ).toBe(true);
      expect(
        await first
          .getByRole('cell')
          .filter({ hasText: /USD \+ [\d.]+%/ })
          .first()
          .isVisible(),
        `${name}: charge`,
      ).toBe(true);
      const region = page.getByRole('region', { name: `${name} table` });
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${name}: no sideways scroll`).toBe(
        true,
      );
    }
    await context.close();
  });

  it('finds a user, adjusts a balance with a reason, bans them; their next request is refused; the audit log shows both', async () => {
    await register('carol', 'Carol');
    await register('dave', 'Dave');

    // Carol is signed in on her phone.
    const userContext = await phoneContext(browser, server.url);
    const userPage = await userContext.newPage();
    await userPage.goto('/login');
    await userPage.getByLabel('Email').fill('carol@example.com');
    await userPage.getByLabel(/^Password/).fill(PASSWORD);
    await userPage.getByRole('button', { name: 'Log in', exact: true }).click();
    await userPage.waitForURL('**/user/dashboard');

    const adminContext = await browser.newContext({ baseURL: server.url, viewport: { width: 820, height: 1180 } });
    const page = await adminContext.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in as administrator' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByLabel('Platform figures').waitFor({ timeout: 15_000 });

    // Find Carol.
    await page
      .getByRole('navigation', { name: 'Admin sidebar' })
      .getByRole('link', { name: 'Users', exact: true })
      .click();
    await page.waitForURL('**/admin/users');
    await page.getByLabel('Search', { exact: true }).fill('carol');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/admin/users?q=carol');
    const table = page.getByRole('table', { name: 'Users' });
    await expect.poll(() => table.getByRole('link').allTextContents()).toEqual(['Carol Tester (@carol)']);
    // Beside the sidebar of a portrait tablet the list is a stack of cards that fits without scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    await table.getByRole('link', { name: /Carol Tester \(@carol\)/ }).click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);

    // Add 75.00 to her Main wallet with a reason.
    const form = page.getByRole('form', { name: 'Change balance' });
    await form.getByLabel(/^Amount/).fill('75');
    await form.getByLabel(/^Reason/).fill('Goodwill credit');
    await form.getByRole('button', { name: 'Apply change' }).click();
    const confirm = page.getByRole('dialog', { name: 'Add to balance?' });
    await confirm.getByText('carol@example.com (@carol)').waitFor();
    await confirm.getByRole('button', { name: 'Confirm add' }).click();
    await expectToast(page, 'Balance added successfully.');
    await expect
      .poll(() => page.getByRole('region', { name: 'Wallets' }).textContent())
      .toMatch(/Main Wallet75\.00 USD/);

    // Ban her.
    const ban = page.getByRole('form', { name: 'Ban user' });
    await ban.getByLabel(/^Reason to ban/).fill('Fraud investigation');
    await ban.getByRole('button', { name: 'Ban user' }).click();
    await page.getByRole('dialog', { name: 'Ban this user?' }).getByRole('button', { name: 'Ban user' }).click();
    await expectToast(page, 'User banned.');
    await page.getByRole('form', { name: 'Unban user' }).waitFor();

    // The audit log on her page shows both actions, newest first.
    const auditLog = page
      .getByRole('region', { name: 'Admin actions on this user' })
      .getByRole('list', { name: 'Audit log' });
    await expect
      .poll(() => auditLog.getByRole('listitem').allTextContents(), { timeout: 15_000 })
      .toEqual([
        expect.stringMatching(/^User banned.*by admin.*Banned: No → Yes.*Reason: Fraud investigation$/),
        expect.stringMatching(/^Balance added.*by admin.*Balance: 0\.00\sUSD → 75\.00\sUSD.*Reason: Goodwill credit$/),
      ]);

    // Carol's next request is refused: she lands on /login with the session-expired toast.
    await userPage.goto('/user/transactions');
    await expectToast(userPage, 'Session expired. Please log in again.');
    await userPage.waitForURL('**/login');

    // The dashboard's latest actions show them too.
    await page.goto('/admin/dashboard');
    const latest = page.getByRole('region', { name: 'Latest admin actions' });
    await latest.getByText('User banned').waitFor({ timeout: 15_000 });
    await latest.getByText('Balance added').waitFor();

    await userContext.close();
    await adminContext.close();
  });
});
