import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_NAMES, type Locale } from '../../src/contract/locales.ts';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { launchBrowser } from '../setup/browser.ts';
import { openSwept, seedSweepData, sweepContexts, sweepPages, type SweepPage } from '../setup/page-sweep.ts';
import {
  axeFailures,
  coverFailures,
  overflowFailures,
  targetSizeFailures,
  type SweepFailure,
} from '../setup/sweep-checks.ts';

/**
 * The layout sweep in Spanish, French and Russian, whose words run longer than English: every page
 * on a 360 px phone (light) and a 768 px tablet (dark), with no overflow, no covered popup, 44 px
 * targets on the phone and no axe violation (the page's lang attribute included). The signed-in
 * roles switch through the language picker, as a user does; the guest pages by the choice a
 * visitor's browser keeps before signing in.
 */
let server: AppServer;
let browser: Browser;
let pages: Record<SweepPage['role'], Page>;
let list: SweepPage[];
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  list = sweepPages(await seedSweepData(server.url));
  pages = await sweepContexts(browser, server.url);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PICKER = /, (language|idioma|langue|язык)$/;

async function chooseLanguage(locale: Locale): Promise<void> {
  if (pages.guest.url() === 'about:blank') await pages.guest.goto('/login');
  await pages.guest.evaluate((l) => localStorage.setItem('language', l), locale);
  for (const [role, path] of [
    ['user', '/user/dashboard'],
    ['admin', '/admin/dashboard'],
  ] as const) {
    const page = pages[role];
    await page.goto(path);
    await page.getByRole('button', { name: PICKER }).first().click();
    await page.getByRole('menuitem', { name: LOCALE_NAMES[locale] }).click();
    await page.waitForFunction((l) => document.documentElement.lang === l, locale);
  }
}

const SIZES = [
  { width: 360, height: 780, theme: 'light' },
  { width: 768, height: 1024, theme: 'dark' },
] as const;

describe('every page in every language at phone and tablet sizes', () => {
  for (const locale of ['es', 'fr', 'ru'] as const) {
    it(`${locale}: no overflow, 44 px targets on phones, no axe violations`, async () => {
      await chooseLanguage(locale);
      const found: string[] = [];
      for (const size of SIZES) {
        for (const entry of list) {
          const page = pages[entry.role];
          await openSwept(page, entry.path, size, size.theme);
          const lang = await page.evaluate(() => document.documentElement.lang);
          const failures: SweepFailure[] = [
            ...(lang === locale ? [] : [{ check: 'language' as const, detail: `lang is ${lang}` }]),
            ...(await overflowFailures(page)),
            ...(await coverFailures(page)),
            ...(size.width <= 360 ? await targetSizeFailures(page) : []),
            ...(await axeFailures(page)),
          ];
          found.push(...failures.map((f) => `${entry.path} ${size.width} [${f.check}] ${f.detail}`));
        }
      }
      mkdirSync('test-results', { recursive: true });
      writeFileSync(`test-results/layout-sweep-${locale}.txt`, found.join('\n'));
      expect(found).toEqual([]);
    }, 600_000);
  }
});
