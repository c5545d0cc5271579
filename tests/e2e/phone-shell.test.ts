import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { postJson } from '../setup/http.ts';
import { investorWithMoney, logIn, person } from '../setup/pwa-e2e.ts';

/**
 * The phone shell at 360x780 in Chromium: what only a real layout shows. The header's
 * brand keeps clear of its buttons, the menu's and the step-up dialog's backdrops cover the bottom bar, a focused field
 * stops above the bottom bar, and Review/Back move focus where the user is.
 */

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  await investorWithMoney(server.url, 'shellphone', 500);
  await postJson(server.url, '/api/auth/register', { ...person('shellpayee'), firstName: 'Priya', lastName: 'Raman' });
  context = await phoneContext(browser, server.url);
  page = await context.newPage();
  await logIn(page, 'shellphone');
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

type Box = { x: number; y: number; width: number; height: number };
async function box(page: Page, selector: Parameters<Page['locator']>[0]): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

describe('the phone shell at 360x780', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: the brand name and the theme button neither touch nor overlap`, async () => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/user/dashboard');
      const toggle = await page
        .locator('header')
        .getByRole('button', { name: /^Switch to (dark|light) theme$/ })
        .boundingBox();
      if (!toggle) throw new Error('no theme button in the header');
      // The right edge of whatever the left group draws (menu button, logo, the name when shown).
      const leftEnd = await page.evaluate(() =>
        Math.max(
          ...Array.from(document.querySelectorAll('header > div:first-child *'), (el) => el.getBoundingClientRect())
            .filter((r) => r.width > 1)
            .map((r) => r.right),
        ),
      );
      // At least a 4 px gap before the button's 44 px target.
      expect(toggle.x - leftEnd).toBeGreaterThanOrEqual(4);
    });
  }

  it('the open menu dims everything behind it: a tap on the bottom bar beside the drawer lands on the backdrop', async () => {
    await page.goto('/user/dashboard');
    const bar = await box(page, 'nav[aria-label="Quick links"]');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
    const drawer = await box(page, 'aside');
    const x = Math.round((drawer.x + drawer.width + 360) / 2);
    const y = Math.round(bar.y + bar.height / 2);
    const hit = await page.evaluate(
      ([px, py]) => {
        const el = document.elementFromPoint(px ?? 0, py ?? 0);
        return {
          inBar: Boolean(el?.closest('nav[aria-label="Quick links"]')),
          isBackdrop: el?.getAttribute('aria-hidden') === 'true' && getComputedStyle(el).position === 'fixed',
        };
      },
      [x, y],
    );
    expect(hit).toEqual({ inBar: false, isBackdrop: true });
    await page.mouse.click(x, y);
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/user\/dashboard$/);
  });

  it('Send Money: the focused Note field sits above the bottom bar; Review focuses the confirm heading, Back the Review button', async () => {
    await page.goto('/user/send-money');
    await page.getByLabel(/^Recipient email/).fill('shellpayee@example.com');
    await page.getByLabel(/^Amount/).fill('12');
    // Whom it pays (the privacy rule's "First L.") and the fee: the form has its final layout.
    await page.getByText('Pays Priya R.').waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Charge preview' }).getByText('Total debited').waitFor({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // By keyboard, as a user moves on from the amount: the browser scrolls the field into view.
    await page.getByLabel(/^Note/).focus();
    await page.keyboard.type('Dinner');
    const bar = await box(page, 'nav[aria-label="Quick links"]');
    const note = await box(page, 'input[name="note"]');
    expect(note.y + note.height).toBeLessThanOrEqual(bar.y);
    expect(note.y).toBeGreaterThanOrEqual(56);

    const review = page.getByRole('button', { name: 'Review transfer' });
    await review.click();
    await page.getByRole('heading', { name: 'Confirm transfer' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Confirm transfer');
    await page.getByRole('button', { name: 'Back' }).click();
    await review.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Review transfer');
    expect(await page.getByLabel(/^Note/).inputValue()).toBe('Dinner');
  });

  for (const size of [
    { width: 360, height: 780 },
    { width: 768, height: 1024 },
  ]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${size.width}x${size.height} ${theme}: the step-up dialog's backdrop covers the bottom bar and the page, so a tap there reaches the dialog`, async () => {
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme: theme });
        await page.goto('/user/security');
        const form = page.getByRole('form', { name: 'Add a passkey' });
        await form.getByLabel(/^Passkey name/).fill('Phone');
        await form.getByRole('button', { name: 'Add a passkey' }).click();
        const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
        await dialog.waitFor();
        mkdirSync('test-results', { recursive: true });
        await page.screenshot({ path: `test-results/step-up-backdrop-${size.width}-${theme}.png` });
        // The bar is there on phones only; on tablets the same bottom strip (and the sidebar) must be covered too.
        const bar = await page.locator('nav[aria-label="Quick links"]').boundingBox();
        const points = [
          [8, size.height - 12],
          [Math.round(size.width / 2), bar ? Math.round(bar.y + bar.height / 2) : size.height - 12],
          [size.width - 8, size.height - 12],
          [8, 80],
        ];
        const hits = await page.evaluate(
          (pts) =>
            pts.map(
              ([x, y]) =>
                document
                  .elementFromPoint(x ?? 0, y ?? 0)
                  ?.closest('dialog')
                  ?.getAttribute('aria-labelledby') ??
                document.elementFromPoint(x ?? 0, y ?? 0)?.tagName ??
                'nothing',
            ),
          points,
        );
        const labelledBy = await dialog.getAttribute('aria-labelledby');
        expect(hits).toEqual(points.map(() => labelledBy));
        if (size.width < 768) expect(bar).not.toBeNull();
        // The backdrop darkens what is behind it (the bar included), in both themes.
        expect(await dialog.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor)).toMatch(
          /^(rgba\(0, 0, 0, |oklab\(0 0 0 \/ )0\.[4-9]/,
        );
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
      });
    }
  }
});

describe('the dashboard quick actions at 360 px in Russian', () => {
  it('keep their labels apart (a second row when they do not fit), inside their 44 px targets and the screen', async () => {
    // The tests above end on a tablet's size.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/user/dashboard');
    const picker = () => page.getByRole('button', { name: /, (language|язык)$/ }).first();
    await picker().click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    try {
      const nav = page.getByRole('navigation', { name: 'Быстрые действия' });
      await nav.getByRole('link', { name: 'Пополнить' }).waitFor();
      mkdirSync('test-results', { recursive: true });
      await nav.screenshot({ path: 'test-results/quick-actions-ru-360.png' });
      const tiles = await nav.evaluate((el) =>
        Array.from(el.querySelectorAll('a'), (link) => {
          const range = document.createRange();
          range.selectNodeContents(link.lastChild ?? link);
          const text = range.getBoundingClientRect();
          const target = link.getBoundingClientRect();
          return { text: { left: text.left, right: text.right, top: text.top }, target };
        }),
      );
      expect(tiles).toHaveLength(5);
      for (const { text, target } of tiles) {
        expect(target.width).toBeGreaterThanOrEqual(44);
        expect(target.height).toBeGreaterThanOrEqual(44);
        expect(text.left).toBeGreaterThanOrEqual(target.left);
        expect(text.right).toBeLessThanOrEqual(target.right);
        expect(target.right).toBeLessThanOrEqual(360);
      }
      // Neighbours on one row: at least 8 px between one label's end and the next one's start.
      for (const [a, b] of tiles.slice(1).map((tile, i) => [tiles[i], tile] as const))
        if (a && Math.abs(a.text.top - b.text.top) < 2) expect(b.text.left - a.text.right).toBeGreaterThanOrEqual(8);
    } finally {
      await picker().click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    }
  });
});
