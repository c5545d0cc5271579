import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../factories/pdf-text.ts';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { postJson } from '../setup/http.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Session = { token: string; user: { id: string } };

describe('statements in the built app', () => {
  it('an investor opens Statements on All Transactions, sees this month and downloads its PDF and CSV', async () => {
    const ada = await postJson<Session>(server.url, '/api/auth/register', {
      email: 'ada-statements@example.com',
      password: 'correct horse battery',
      username: 'adastatements',
      firstName: 'Ada',
      lastName: 'Statements',
      phone: '+1 555 0123',
      country: 'Canada',
    });
    const admin = await postJson<Session>(server.url, '/api/auth/login', {
      email: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
    });
    await postJson(
      server.url,
      `/api/admin/users/${ada.user.id}/balance`,
      { wallet_type: 'main', amount: 321.45, type: 'add', reason: 'Opening credit' },
      admin.token,
    );

    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('ada-statements@example.com');
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/user/dashboard');

    await page.goto('/user/transactions');
    await page.getByRole('button', { name: 'Statements', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Account statement' });
    await panel.getByLabel('Month').fill(new Date().toISOString().slice(0, 7));
    await panel.getByRole('button', { name: 'Show figures' }).click();
    const summary = panel.getByRole('region', { name: 'Statement summary' });
    await expect.poll(() => summary.textContent()).toMatch(/Closing balance\s*321\.45 USD/);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^statement-main-\d{4}-\d{2}\.pdf$/);
    const text = await pdfText(readFileSync(await pdf.path()));
    expect(text).toEqual(expect.arrayContaining(['Account statement', '321.45', 'Page 1 of 1']));

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(readFileSync(await csv.path(), 'utf8')).toContain('Closing balance,321.45');
    await context.close();
  });
});
