import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { postJson } from '../setup/http.ts';
import { expectToast, launchBrowser } from '../setup/browser.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/user/dashboard');
}

describe('signed-in devices in Chromium', () => {
  it('signs a phone out from a laptop: the phone lands on the login page, the laptop stays signed in', async () => {
    const password = 'correct horse battery';
    const email = 'sam@example.com';
    await postJson(server.url, '/api/auth/register', {
      firstName: 'Sam',
      lastName: 'Two',
      username: 'samtwo',
      email,
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      password,
    });

    const phone = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 360, height: 780 },
      userAgent: ANDROID_CHROME,
      serviceWorkers: 'block',
    });
    const laptop = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1024, height: 768 },
      userAgent: WINDOWS_CHROME,
      serviceWorkers: 'block',
    });
    const phonePage = await phone.newPage();
    const laptopPage = await laptop.newPage();
    await signIn(phonePage, email, password);
    await signIn(laptopPage, email, password);

    await laptopPage.goto('/user/security');
    const devices = laptopPage.getByRole('region', { name: 'Signed-in devices' });
    await devices.getByText('This device', { exact: true }).waitFor();
    await devices.getByRole('button', { name: 'Sign out this device (Chrome 131 on Android 14)' }).click();
    const dialog = laptopPage.getByRole('dialog', { name: 'Sign out this device?' });
    await dialog.getByRole('button', { name: 'Sign out device' }).click();
    await expectToast(laptopPage, 'Chrome 131 on Android 14 was signed out.');
    await devices.getByText('Chrome 131 on Android 14').waitFor({ state: 'detached' });

    // The phone's very next request is refused: the app drops its session and shows the login page.
    await phonePage.goto('/user/transactions');
    await phonePage.waitForURL('**/login', { timeout: 15_000 });
    await phonePage.getByLabel('Email').waitFor();

    // The laptop keeps working, and its login history shows both sign-ins.
    await laptopPage.reload();
    await laptopPage
      .getByRole('region', { name: 'Signed-in devices' })
      .getByText('This device', { exact: true })
      .waitFor();
    const history = laptopPage.getByRole('region', { name: 'Login history' });
    await history
      .getByText(/Chrome 131 on Android 14/)
      .first()
      .waitFor();
    expect(laptopPage.url()).toMatch(/\/user\/security$/);
    await phone.close();
    await laptop.close();
  });
});
