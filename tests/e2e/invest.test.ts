import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { postJson } from '../setup/http.ts';
import { runCli } from '../setup/server-env.ts';
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

const api = <T>(path: string, body: unknown, token?: string): Promise<T> => postJson<T>(server.url, path, body, token);

type Session = { token: string; user: { id: string } };

/** PGlite is single-process: the command runs against the same DATA_DIR while the server is stopped. */
async function distributeProfits(until: Date) {
  const run = await runCli(['distribute-profits', '--until', until.toISOString()], server.env);
  if (run.code !== 0) throw new Error(`distribute-profits failed (${run.code}):\n${run.output}`);
  return run.output;
}

describe('investing', () => {
  it('an investor invests, the engine runs a week later, and the profit shows in the Profit wallet and the schema log', async () => {
    const investor = await api<Session>('/api/auth/register', {
      email: 'ivy@example.com',
      password: 'correct horse battery',
      username: 'ivy',
      firstName: 'Ivy',
      lastName: 'Investor',
      phone: '+1 555 0199',
      country: 'Canada',
    });
    const admin = await api<Session>('/api/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    await api(
      `/api/admin/users/${investor.user.id}/balance`,
      { wallet_type: 'main', amount: 1000, type: 'add', reason: 'Opening credit' },
      admin.token,
    );

    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('ivy@example.com');
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/user/dashboard');

    // Starter: 1.50 % daily for 20 days, capital back.
    await page.goto('/user/schemas');
    await page.getByRole('link', { name: 'Invest in Starter' }).click();
    await page.waitForURL('**/user/invest-now?schema=*');
    await page.getByLabel('Amount').fill('200');
    await expect
      .poll(() => page.getByRole('region', { name: 'Charge preview' }).textContent())
      .toMatch(/Profit per period\s*3\.00 USD/);
    await page.getByRole('button', { name: 'Review investment' }).click();
    await page.getByRole('button', { name: 'Confirm and invest' }).click();
    await page.getByRole('heading', { name: 'Investment made' }).waitFor();

    await server.stop();
    const out = await distributeProfits(new Date(Date.now() + 7 * 86_400_000 + 3_600_000));
    expect(out).toContain('7 periods paid (21.00)');
    await server.start();

    await page.goto('/user/schema-logs');
    const log = page.getByRole('list', { name: 'Investments' });
    await expect.poll(() => log.textContent(), { timeout: 20_000 }).toMatch(/7 paid · 13 left/);
    expect(await log.textContent()).toMatch(/Profit earned\s*21\.00 USD/);

    await page.goto('/user/dashboard');
    await expect
      .poll(() => page.getByRole('region', { name: 'Balances' }).textContent(), { timeout: 20_000 })
      .toMatch(/Main Wallet800\.00 USD.*Profit Wallet21\.00 USD/);
    await context.close();
  });
});
