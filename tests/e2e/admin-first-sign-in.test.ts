import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { launchBrowser } from '../setup/browser.ts';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  // As production runs: every admin must set up two-factor before anything else.
  [server, browser] = await Promise.all([startAppServer({ ADMIN_TWO_FACTOR: 'required' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("an admin's first sign-in", () => {
  it('walks through two-factor set-up (QR, key, code, recovery codes), continues to the dashboard, and the next sign-in asks for a code', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 820, height: 1180 } });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in as administrator' }).click();

    await page.getByRole('heading', { name: 'Set up two-factor authentication' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('navigation', { name: 'Admin sidebar' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    // The sign-in is no step-up: binding an authenticator asks for the password once more.
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.getByLabel(/Your password/).fill(E2E_ADMIN.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await page.locator('code').first().textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel(/^Authentication code/).fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await page.getByRole('button', { name: 'Done' }).click();

    await page.waitForURL('**/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin sidebar' });
    await nav.getByRole('link', { name: 'Staff', exact: true }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Platform figures').waitFor();

    // Signed out and in again: the password alone is not enough any more.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL('**/login');
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in as administrator' }).click();
    // The code of the next 30-second step: the one used to confirm cannot be used twice.
    const code = page.getByLabel(/^Authentication code/);
    await code.first().waitFor({ timeout: 10_000 });
    await code.first().fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Log in as administrator' }).click();
    await page.waitForURL('**/admin/dashboard');
    await nav.getByRole('link', { name: 'Staff', exact: true }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
