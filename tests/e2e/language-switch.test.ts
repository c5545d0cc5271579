import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { investorWithMoney, logIn } from '../setup/pwa-e2e.ts';

/**
 * The language picker on a 360 px phone in Chromium: Russian and back to English without a reload
 * (the page's own marker survives), only the Russian catalog chunk fetched, the choice kept on the
 * account, and the bottom bar's longer Russian words still inside the screen.
 */
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  await investorWithMoney(server.url, 'langphone', 100);
  context = await phoneContext(browser, server.url);
  page = await context.newPage();
  await logIn(page, 'langphone');
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const pick = async (current: string, name: string) => {
  await page.getByRole('button', { name: `${current}, ${current === 'Русский' ? 'язык' : 'language'}` }).click();
  await page.getByRole('menuitem', { name }).click();
};

describe('switching the language on a phone', () => {
  it('goes to Russian and back without a reload, and the account keeps the choice', async () => {
    await page.goto('/user/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });

    await pick('English', 'Русский');
    await page.getByRole('heading', { name: 'Главная' }).waitFor();
    const bar = page.getByRole('navigation', { name: 'Быстрые ссылки' });
    await bar.getByRole('link', { name: 'Пополнить' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Saved to the account: signing in on another device starts in Russian.
    const other = await phoneContext(browser, server.url);
    try {
      const second = await other.newPage();
      await logIn(second, 'langphone');
      await second.goto('/user/dashboard');
      await second.getByRole('heading', { name: 'Главная' }).waitFor();
    } finally {
      await other.close();
    }

    await pick('Русский', 'English');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // One small chunk for Russian, none for the other languages.
    expect(scripts.filter((p) => /\/assets\/(es|fr|ru)-/.test(p)).map((p) => p.replace(/-[\w-]+\.js$/, ''))).toEqual([
      '/assets/ru',
    ]);
  });
});
