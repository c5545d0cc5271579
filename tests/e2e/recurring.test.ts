import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { investorWithMoney, logIn } from '../setup/pwa-e2e.ts';
import { runCli } from '../setup/server-env.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { axeFailures, overflowFailures, targetSizeFailures } from '../setup/sweep-checks.ts';

// A recurring plan set up on a 360 px phone, its first run made by run-due, then paused; and a balance alert.
let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** No sideways scroll, 44 px targets and no axe violations on the page as it is now. */
async function expectPhoneFriendly(page: Page) {
  expect([
    ...(await overflowFailures(page)),
    ...(await targetSizeFailures(page)),
    ...(await axeFailures(page)),
  ]).toEqual([]);
}

describe('recurring investing on a phone', () => {
  it('starts a weekly plan, sees its first run invest, pauses it, and sets a balance alert', async () => {
    await investorWithMoney(server.url, 'rita', 500);
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await logIn(page, 'rita');

    await page.goto('/user/recurring');
    await page.getByText(/You have no recurring plans yet/).waitFor();
    await expectPhoneFriendly(page);
    const form = page.getByRole('form', { name: 'New recurring plan' });
    await form.getByLabel('Plan').selectOption({ label: 'Starter' });
    await form.getByLabel(/^Amount each time/).fill('100');
    await form.getByLabel('How often').selectOption('week');
    await form.getByRole('button', { name: 'Start recurring plan' }).click();
    const card = page.getByRole('article', { name: '100.00 USD into Starter' });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/Every week from the Main Wallet/);
    await expectPhoneFriendly(page);

    await server.stop();
    const run = await runCli(['run-due', '--until', new Date(Date.now() + 3_600_000).toISOString()], server.env);
    // The server's own job (every minute) may have made the first run already: then run-due finds it done.
    expect(run.output).toMatch(/recurring [01] invested, 0 skipped/);
    await server.start();

    await page.reload();
    await card.getByText('Past runs (1)').click();
    await card.getByText('Invested').waitFor();
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByText('Paused', { exact: true }).waitFor();
    await expectPhoneFriendly(page);

    await page.goto('/user/alerts');
    const balance = page.getByRole('form', { name: 'Balance alert' });
    await balance.getByLabel(/Tell me when Main falls under/).fill('300');
    await balance.getByRole('button', { name: 'Save level' }).click();
    await balance.getByText('You are told when your Main Wallet falls under 300.00 USD.').waitFor();
    await expectPhoneFriendly(page);
    await context.close();
  }, 240_000);
});
