import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
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

/** The code of the next 30-second step: accepted (±1 step) and never the one just used. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('two-factor authentication', () => {
  it('is turned on in Settings with an authenticator code, then asked at login; a saved recovery code signs in once', async () => {
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/register');
    for (const [label, value] of [
      ['First name', 'Tess'],
      ['Last name', 'Ter'],
      ['Username', 'tess'],
      ['Email', 'tess@example.com'],
      ['Phone', '+44 20 7946 0000'],
      ['Country', 'United Kingdom'],
    ]) {
      await page.getByLabel(label as string).fill(value as string);
    }
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/user/dashboard');

    await page.goto('/user/settings');
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.getByLabel(/Your password/).fill('correct horse battery');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await section.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel(/^Authentication code/).fill(await generate({ secret }));
    await section.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expectToast(page, 'Two-factor authentication is on.');
    // The recovery codes are shown once; the section goes on only when the user says they saved them.
    const codes = await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await section.getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await section.getByRole('button', { name: 'Done' }).click();
    await section.getByText('10 recovery codes left').waitFor();
    await section.getByRole('button', { name: 'Turn off two-factor authentication' }).waitFor();

    await page.getByRole('button', { name: 'tess, account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('tess@example.com');
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const code = page.getByLabel(/^Authentication code/);
    await code.waitFor();
    await code.fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectToast(page, 'Logged in successfully');
    await page.waitForURL('**/user/dashboard');

    // A lost phone: a recovery code, typed from paper in capitals, signs in once in place of the code.
    await page.getByRole('button', { name: 'tess, account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('tess@example.com');
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel(/^Authentication code/).fill((codes[0] ?? '').toUpperCase());
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/user/dashboard');
    await page.goto('/user/settings');
    await page.getByRole('region', { name: 'Two-factor authentication' }).getByText('9 recovery codes left').waitFor();
    await context.close();
  });
});
