import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { postJson } from '../setup/http.ts';
import { investorWithMoney, logIn, type Session } from '../setup/pwa-e2e.ts';
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

describe('compounding and early exit on a 360 px phone', () => {
  it('invests with Reinvest profit, the principal grows, and an early exit through the quote returns it less the penalty', async () => {
    await investorWithMoney(server.url, 'cora', 1000);
    const admin = await api<Session>('/api/auth/login', { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
    const { schema } = await api<{ schema: { id: string } }>(
      '/api/admin/schemas',
      {
        name: 'Compounder',
        amountType: 'range',
        minAmount: 10,
        maxAmount: 5000,
        returnType: 'percent',
        returnValue: 1,
        intervalHours: 24,
        periods: 10,
        capitalBack: true,
        compounding: true,
        early_exit_penalty_percent: 5,
        early_exit_min_periods: 1,
      },
      admin.token,
    );

    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await logIn(page, 'cora');

    await page.goto(`/user/invest-now?schema=${schema.id}`);
    await page.getByLabel('Amount').fill('100');
    await page.getByRole('checkbox', { name: 'Reinvest profit (compounding)' }).check();
    // 1 % a day for 10 days, each period on the grown principal, half up: 100.00 -> 110.45.
    await expect
      .poll(() => page.getByRole('region', { name: 'Charge preview' }).textContent())
      .toMatch(/Principal at maturity\s*110\.45 USD/);
    await page.getByRole('button', { name: 'Review investment' }).click();
    await page.getByRole('button', { name: 'Confirm and invest' }).click();
    await page.getByRole('heading', { name: 'Investment made' }).waitFor();

    // Two days later: 1.00 and 1.01 reinvested. PGlite is single-process, so the command runs while the server is stopped.
    await server.stop();
    const run = await runCli(
      ['distribute-profits', '--until', new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString()],
      server.env,
    );
    expect(run.code, run.output).toBe(0);
    await server.start();

    await page.goto('/user/schema-logs');
    const log = page.getByRole('list', { name: 'Investments' });
    await expect.poll(() => log.textContent(), { timeout: 20_000 }).toMatch(/Principal now\s*102\.01 USD/);
    const exit = page.getByRole('button', { name: 'Exit early' });
    const box = await exit.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await exit.click();
    const confirm = page.getByRole('form', { name: 'Exit Compounder early' });
    await confirm.waitFor();
    // 5 % of 102.01 is 5.1005, half up 5.10: 96.91 back to Main.
    expect(await confirm.textContent()).toMatch(/Penalty \(5 %\)\s*-5\.10 USD/);
    expect(await confirm.textContent()).toMatch(/Net to your Main Wallet\s*96\.91 USD/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Confirm early exit' }).click();
    await page.getByRole('heading', { name: 'Investment closed' }).waitFor();

    await page.goto('/user/dashboard');
    await expect
      .poll(() => page.getByRole('region', { name: 'Balances' }).textContent(), { timeout: 20_000 })
      .toMatch(/Main Wallet996\.91 USD.*Profit Wallet0\.00 USD/);
    await context.close();
  });
});
