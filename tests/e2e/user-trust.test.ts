import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { postJson } from '../setup/http.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';

// The investor's side on a 360 px phone: a new investor's home screen, sending with checks and the recipient's
// masked name, what the recipient reads, and Add Money's order (where to pay first, then "I have paid").
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

const person = (username: string, firstName: string, lastName: string) => ({
  email: `${username}@example.com`,
  password: 'correct horse battery',
  username,
  firstName,
  lastName,
  phone: '+1 555 0123',
  country: 'Canada',
});

async function login(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('correct horse battery');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/user/dashboard');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('investor trust on a phone', () => {
  it('greets a new investor with first steps, checks a send before Review, names the recipient, and titles the money received', async () => {
    const sam = await api<Session>('/api/auth/register', person('sam', 'Sam', 'Sender'));
    await api<Session>('/api/auth/register', person('priya', 'Priya', 'Raman'));
    const admin = await api<Session>('/api/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });

    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await login(page, 'sam@example.com');
    const steps = page.getByRole('region', { name: 'Get started' });
    await steps.getByRole('link', { name: /Verify your identity/ }).waitFor();
    await page.getByText('Welcome, Sam.').waitFor();
    const actions = page.getByRole('navigation', { name: 'Quick actions' });
    expect(await actions.getByRole('link').allTextContents()).toEqual([
      'Add Money',
      'Send',
      'Withdraw',
      'Exchange',
      'Invest',
    ]);
    await page
      .getByRole('navigation', { name: 'Explore' })
      .getByRole('link', { name: /Portfolio/ })
      .click();
    await page.waitForURL('**/user/portfolio');

    await api(
      `/api/admin/users/${sam.user.id}/balance`,
      { wallet_type: 'main', amount: 100, type: 'add', reason: 'Opening credit' },
      admin.token,
    );
    await page.goto('/user/send-money');
    await page.getByLabel('Recipient email').fill('priya@example.com');
    await page.getByText('Pays Priya R.').waitFor();
    await page.getByLabel('Amount').fill('150');
    const review = page.getByRole('button', { name: 'Review transfer' });
    await expect.poll(() => review.isDisabled()).toBe(true);
    await page
      .getByText(
        /^Review is disabled: The amount with its fee \(152\.00 USD\) is more than your Main Wallet balance \(100\.00 USD\)\.$/,
      )
      .waitFor();
    await page.getByRole('button', { name: 'Max' }).click();
    // 98.52 + 0.50 + 0.99 (1 %) = 100.01 would not fit; 98.51 + 1.49 = 100.00 does.
    await expect.poll(() => page.getByLabel('Amount').inputValue()).toBe('98.51');
    await expect.poll(() => review.isDisabled()).toBe(false);
    await review.click();
    const confirm = page.getByRole('form', { name: 'Confirm transfer' });
    await confirm.getByText('Priya R.', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Confirm and send' }).click();
    // No two-factor and a recipient never paid: the password first.
    const confirmItsYou = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirmItsYou.getByLabel('Your password').fill('correct horse battery');
    await confirmItsYou.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Money sent' }).waitFor();
    await page.goto('/user/send-money');
    await page.getByRole('group', { name: 'Recent recipients' }).getByText('Priya R.').waitFor();
    await context.close();

    const priyaContext = await phoneContext(browser, server.url, { colorScheme: 'dark' });
    const priya = await priyaContext.newPage();
    await login(priya, 'priya@example.com');
    await priya
      .getByRole('region', { name: 'Recent Transactions' })
      .getByText(/^Received from Sam S\. \(s•••@example\.com\)/)
      .waitFor();
    expect(await priya.getByText(/Sent to priya@example\.com/).count()).toBe(0);
    await priyaContext.close();
  });

  it('Add Money shows the amount, reference and where to pay before "I have paid" takes the proof', async () => {
    await api<Session>('/api/auth/register', person('dana', 'Dana', 'Depositor'));
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await login(page, 'dana@example.com');
    await page.goto('/user/deposit');
    await page.getByLabel('Deposit method').selectOption({ label: 'Bank transfer' });
    await page.getByLabel('Amount').fill('300');
    await expect
      .poll(() => page.getByRole('region', { name: 'Charge preview' }).textContent())
      .toMatch(/Credited to Main Wallet\s*299\.00 USD/);
    expect(await page.getByLabel('Payment proof').count()).toBe(0);
    await page.getByRole('button', { name: 'Show payment details' }).click();
    await page.waitForURL(/\/user\/deposit\/[0-9a-f-]{36}$/);
    const pay = page.getByRole('region', { name: '1. Pay' });
    await pay.getByText(/^DEP[A-Z0-9]{10}$/).waitFor();
    await pay.getByRole('region', { name: 'Payment instructions' }).waitFor();
    const paid = page.getByRole('region', { name: '2. I have paid' });
    await paid.getByLabel('Payment proof').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await paid.getByRole('button', { name: 'I have paid' }).click();
    await paid.getByText(/Proof received/).waitFor();
    // A deposit that is not there offers the way back, in the app frame.
    await page.goto('/user/deposit/00000000-0000-4000-8000-000000000000');
    await page.getByRole('alert').getByRole('link', { name: 'Back to Add Money Log' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Quick links' }).waitFor();
    await context.close();
  });
});
