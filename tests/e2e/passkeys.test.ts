import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { postJson } from '../setup/http.ts';
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

describe('passkeys in Chromium (CDP virtual authenticator)', () => {
  it('registers a passkey on the Security page, signs out, signs in with the passkey only, and uses it in place of the two-factor code', async () => {
    // A browser makes passkeys for a name, never an IP address: the app is opened as localhost
    // (the server, with APP_URL on 127.0.0.1, takes localhost as its relying party id).
    const context = await phoneContext(browser, server.url.replace('127.0.0.1', 'localhost'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto('/register');
    for (const [label, value] of [
      ['First name', 'Pat'],
      ['Last name', 'Key'],
      ['Username', 'patkey'],
      ['Email', 'pat@example.com'],
      ['Phone', '+44 20 7946 0000'],
      ['Country', 'United Kingdom'],
    ]) {
      await page.getByLabel(label as string).fill(value as string);
    }
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/user/dashboard');

    await page.goto('/user/security');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('No passkeys yet.').waitFor();
    await section.getByLabel(/^Passkey name/).fill('Test phone');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    // Adding a way in asks to confirm it is the owner first (step-up), then carries on.
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.getByLabel(/^Your password/).fill('correct horse battery');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Passkey added.');
    const list = section.getByRole('list', { name: 'Your passkeys' });
    await list.getByText('Test phone').waitFor();
    await list.getByText(/Not used yet/).waitFor();
    // The authenticator holds one discoverable credential for this site, verified by the user.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    await page.getByRole('button', { name: 'patkey, account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    // No e-mail, no password: the passkey names the account.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectToast(page, 'Logged in successfully');
    await page.waitForURL('**/user/dashboard');
    await page.goto('/user/security');
    await page
      .getByRole('region', { name: 'Passkeys' })
      .getByText(/Last used/)
      .waitFor();

    // With two-factor on, the code prompt at a password login takes the passkey instead of a code.
    const { token } = await postJson<{ token: string }>(server.url, '/api/auth/login', {
      email: 'pat@example.com',
      password: 'correct horse battery',
    });
    await postJson(server.url, '/api/step-up', { password: 'correct horse battery' }, token);
    const { secret } = await postJson<{ secret: string }>(server.url, '/api/two-factor/setup', {}, token);
    await postJson(server.url, '/api/two-factor/enable', { code: await generate({ secret }) }, token);
    await page.getByRole('button', { name: 'patkey, account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('pat@example.com');
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel(/^Authentication code/).waitFor();
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await expectToast(page, 'Logged in successfully');
    await page.waitForURL('**/user/dashboard');
    await context.close();
  });
});
