import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { credit, investorWithMoney, logIn } from '../setup/pwa-e2e.ts';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Settings → Notifications', () => {
  it('turns money off in the bell with the keyboard; it stays off after a reload and money no longer reaches the bell', async () => {
    const nia = await investorWithMoney(server.url, 'nia', 10);
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await logIn(page, 'nia');
    await page.goto('/user/settings');
    const section = page.getByRole('region', { name: 'Notifications' });
    const money = section.getByRole('switch', { name: 'Money in-app' });
    await expect.poll(() => money.getAttribute('aria-checked')).toBe('true');
    // Push is not on for this browser: the column says why instead of offering a switch that does nothing here.
    await expect
      .poll(() => section.getByRole('switch', { name: 'Money push' }).getAttribute('aria-disabled'))
      .toBe('true');
    expect(await section.getByText(/Push cannot be chosen here/).isVisible()).toBe(true);

    await money.focus();
    await page.keyboard.press('Space');
    await section.getByText('Saved: Money in-app off').waitFor();
    expect(await money.evaluate((el) => el === document.activeElement)).toBe(true);
    // Security cannot be switched off from the keyboard either.
    const security = section.getByRole('switch', { name: 'Security in-app' });
    await security.focus();
    await page.keyboard.press('Enter');
    expect(await security.getAttribute('aria-checked')).toBe('true');

    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Notifications' })
          .getByRole('switch', { name: 'Money in-app' })
          .getAttribute('aria-checked'),
      )
      .toBe('false');
    const bellBefore = await page
      .getByRole('link', { name: /^Notifications/ })
      .or(page.getByRole('button', { name: /^Notifications/ }))
      .first()
      .getAttribute('aria-label');
    await credit(server.url, nia.user.id, 5);
    await page.goto('/user/notifications');
    // The list has loaded (the opening credit, from before the change, is there) and lacks the new one.
    await page
      .getByText(/10\.00 USD was added to your Main Wallet/)
      .first()
      .waitFor();
    expect(await page.getByText(/5\.00 USD was added to your Main Wallet/).count()).toBe(0);
    const bellAfter = await page
      .getByRole('link', { name: /^Notifications/ })
      .or(page.getByRole('button', { name: /^Notifications/ }))
      .first()
      .getAttribute('aria-label');
    expect(bellAfter).toBe(bellBefore);
    await context.close();
  });
});
