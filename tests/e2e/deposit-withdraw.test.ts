import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, startAppServer, type AppServer } from '../setup/app-server.ts';
import { callOk } from '../setup/http.ts';
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

/** A real 1x1 PNG made here, so the server's byte sniffing accepts it as an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function register(username: string) {
  await callOk(
    server.url,
    'POST',
    '/api/auth/register',
    {
      body: {
        email: `${username}@example.com`,
        password: 'correct horse battery',
        username,
        firstName: 'Dora',
        lastName: 'Depositor',
        phone: '+1 555 0199',
        country: 'Canada',
      },
    },
    201,
  );
}

async function login(page: Page, email: string, password: string, admin = false) {
  await page.goto(admin ? '/admin/login' : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: admin ? 'Log in as administrator' : 'Log in', exact: true }).click();
  await page.waitForURL(admin ? '**/admin/dashboard' : '**/user/dashboard');
}

const mainBalance = async (page: Page) => {
  await page.goto('/user/dashboard');
  return page.getByRole('region', { name: 'Balances' }).textContent();
};

describe('add money and withdraw', () => {
  it('deposits with a proof, the admin approves; withdraws, the admin rejects and the money is back', async () => {
    await register('dora');
    const userContext = await phoneContext(browser, server.url);
    const user = await userContext.newPage();
    await login(user, 'dora@example.com', 'correct horse battery');

    // Add Money: USDT (TRC20) is the first seeded method, 1% charge.
    await user.goto('/user/deposit');
    await user.getByLabel('Deposit method').selectOption({ label: 'USDT (TRC20)' });
    await user.getByLabel('Amount').fill('100');
    await expect
      .poll(() => user.getByRole('region', { name: 'Charge preview' }).textContent())
      .toMatch(/Credited to Main Wallet\s*99\.00 USD/);
    // Where to pay and the reference come first; then "I have paid" with the proof.
    await user.getByRole('button', { name: 'Show payment details' }).click();
    await user.waitForURL(/\/user\/deposit\/[0-9a-f-]{36}$/);
    await expect.poll(() => user.getByTestId('pay-amount').textContent()).toBe('100.00 USDT');
    await user.getByRole('img', { name: 'QR code of the USDT address' }).waitFor();
    await user.getByRole('button', { name: 'Copy address' }).waitFor();
    const reference = (await user.getByText(/^DEP[A-Z0-9]{10}$/).textContent()) ?? '';
    expect(reference).toMatch(/^DEP/);
    await user.getByLabel('Payment proof').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await user.getByText('receipt.png').waitFor();
    await user.getByRole('button', { name: 'I have paid' }).click();
    await user.getByText(/Proof received/).waitFor();

    // The admin, on a tablet, looks at the proof and approves.
    const adminContext = await browser.newContext({ baseURL: server.url, viewport: { width: 768, height: 1024 } });
    const admin = await adminContext.newPage();
    await login(admin, E2E_ADMIN.email, E2E_ADMIN.password, true);
    await admin.getByText('Verifying admin access...').waitFor({ state: 'detached', timeout: 10_000 });
    await admin.goto('/admin/deposits');
    const card = admin.getByRole('table', { name: 'Deposits' }).getByRole('row').filter({ hasText: reference });
    await card.getByRole('button', { name: 'View proof (receipt.png)' }).click();
    await card.getByRole('img', { name: 'Payment proof receipt.png' }).waitFor();
    await card.getByRole('button', { name: `Approve deposit ${reference}` }).click();
    // One confirmation restates who is credited and how much.
    const confirm = admin.getByRole('dialog', { name: `Approve deposit ${reference}?` });
    await confirm.getByText('dora@example.com (@dora)').waitFor();
    await confirm.getByText('99.00 USD').waitFor();
    await confirm.getByRole('button', { name: 'Confirm approve' }).click();
    await expectToast(admin, `Deposit ${reference} approved.`);
    await admin.getByText('No deposits with this status').waitFor();

    await expect.poll(() => mainBalance(user), { timeout: 15_000 }).toMatch(/Main Wallet99\.00 USD/);
    await user.goto('/user/deposit/logs');
    await user.getByRole('list', { name: 'Deposits' }).getByText('Approved').waitFor();

    // A payout account from the method's own fields, then a withdrawal of 50 (USDT: 1.00 fixed charge).
    await user.goto('/user/add-withdrawal-account');
    await user.getByLabel('Withdrawal method').selectOption({ label: 'USDT (TRC20) (USDT)' });
    await user.getByLabel(/^Account name/).fill('My TRON wallet');
    await user.getByLabel(/^TRC20 wallet address/).fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await user.getByRole('button', { name: 'Save account' }).click();
    // Where money may go: the step-up dialog asks for the password first, then the save carries on.
    const stepUp = user.getByRole('dialog', { name: "Confirm it's you" });
    await stepUp.getByLabel(/^Your password/).fill('correct horse battery');
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await user.waitForURL('**/user/withdrawal-accounts');
    await user.getByText('My TRON wallet').waitFor();
    // A new account cools off (24 hours by default): the accounts page and the withdraw form say until when.
    await user.getByText(/^Usable from /).waitFor();
    await user.goto('/user/withdraw');
    // The withdraw form says it as a sentence on the account field (and why Review is disabled).
    await user.getByText(/^This account can receive money from /).waitFor();
    // The admin sets the cooling-off to 0 hours in Settings, so this run can go on at once.
    await admin.goto('/admin/settings');
    await admin.getByLabel(/^Cooling-off period/).fill('0');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    // Settings are admin control work: "Confirm it's you" first, then the save runs again.
    const confirmIt = admin.getByRole('dialog', { name: "Confirm it's you" });
    await confirmIt.getByLabel('Your password').fill(E2E_ADMIN.password);
    await confirmIt.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(admin, 'Settings saved.');

    await user.goto('/user/withdraw');
    await user.getByLabel('Amount').fill('50');
    await expect
      .poll(() => user.getByRole('region', { name: 'Charge preview' }).textContent())
      .toMatch(/You receive\s*49\.00 USD.*Processing time\s*Within 24 hours/);
    await user.getByRole('button', { name: 'Review withdrawal' }).click();
    await user.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await user.getByRole('heading', { name: 'Withdrawal requested' }).waitFor();
    const wref = (await user.getByText(/^WDR[A-Z0-9]{10}$/).textContent()) ?? '';
    await expect.poll(() => mainBalance(user)).toMatch(/Main Wallet49\.00 USD/);

    // The admin rejects it with a reason; the money is back.
    await admin.goto('/admin/withdrawals');
    const wcard = admin.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ hasText: wref });
    await wcard.getByRole('button', { name: `Reject withdrawal ${wref}` }).click();
    const wconfirm = admin.getByRole('dialog', { name: `Reject withdrawal ${wref}?` });
    await wconfirm.getByLabel(/^Reason for rejection/).fill('Wallet address failed screening');
    await wconfirm.getByRole('button', { name: 'Confirm reject' }).click();
    await expectToast(admin, `Withdrawal ${wref} rejected.`);

    await expect.poll(() => mainBalance(user), { timeout: 15_000 }).toMatch(/Main Wallet99\.00 USD/);
    await user.goto('/user/withdraw/log');
    await user.getByText('Reason: Wallet address failed screening (refunded)').waitFor();
    await userContext.close();
    await adminContext.close();
  });
});
