import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { launchBrowser } from '../setup/browser.ts';
import {
  openSwept,
  seedSweepData,
  SWEEP_SIZES,
  SWEEP_THEMES,
  sweepStates,
  sweepContexts,
  sweepPages,
  type SweepPage,
  type SweepSize,
  type SweepState,
  type SweepTheme,
} from '../setup/page-sweep.ts';
import {
  axeFailures,
  coverFailures,
  overflowFailures,
  targetSizeFailures,
  type SweepFailure,
} from '../setup/sweep-checks.ts';

/**
 * Every user and admin page (and the sign-in pages) at 360x780, 768x1024 and 1024x1366, light and
 * dark: no horizontal overflow of the page or of any table, no open popup covered by another element, no control under 44x44 px on a phone,
 * and no axe-core violation of WCAG 2.0/2.1/2.2 A and AA, also with the notification dropdown and a
 * confirm panel open. One browser, one signed-in page per role, every failure listed at the end.
 */

let server: AppServer;
let browser: Browser;
let pages: Record<SweepPage['role'], Page>;
let list: SweepPage[];
let states: SweepState[];
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  const data = await seedSweepData(server.url);
  list = sweepPages(data);
  states = sweepStates(data);
  pages = await sweepContexts(browser, server.url);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Found = SweepFailure & { where: string };

async function checkPage(page: Page, where: string, size: SweepSize): Promise<Found[]> {
  const failures = [
    ...(await overflowFailures(page)),
    ...(await coverFailures(page)),
    ...(size.width <= 360 ? await targetSizeFailures(page) : []),
    ...(await axeFailures(page)),
  ];
  return failures.map((f) => ({ ...f, where }));
}

async function sweep(size: SweepSize, theme: SweepTheme): Promise<Found[]> {
  const found: Found[] = [];
  // Two lanes side by side (the investor's pages; the sign-in and admin pages), each on its own page.
  const lane = async (roles: ReadonlyArray<SweepPage['role']>) => {
    const out: Found[] = [];
    for (const entry of list.filter((e) => roles.includes(e.role))) {
      const page = pages[entry.role];
      await openSwept(page, entry.path, size, theme);
      out.push(...(await checkPage(page, entry.path, size)));
    }
    return out;
  };
  for (const part of await Promise.all([lane(['user']), lane(['guest', 'admin'])])) found.push(...part);
  for (const state of states) {
    const page = pages[state.role];
    await openSwept(page, state.path, size, theme);
    const where = `${state.path} (${state.name})`;
    if (await state.open(page)) found.push(...(await checkPage(page, where, size)));
    else found.push({ where, check: 'state', detail: 'the dropdown or confirmation did not open' });
    await page.keyboard.press('Escape');
  }
  return found;
}

describe('every page at phone and tablet sizes, light and dark', () => {
  for (const size of SWEEP_SIZES) {
    for (const theme of SWEEP_THEMES) {
      it(`${size.width}x${size.height} ${theme}: no overflow, 44 px targets on phones, no axe violations`, async () => {
        const found = await sweep(size, theme);
        // The whole list, also when the assertion's diff below is cut short.
        mkdirSync('test-results', { recursive: true });
        writeFileSync(
          `test-results/layout-sweep-${size.width}-${theme}.txt`,
          found.map((f) => `${f.where} [${f.check}] ${f.detail}`).join('\n'),
        );
        expect(found.map((f) => `${f.where} [${f.check}] ${f.detail}`)).toEqual([]);
      }, 240_000);
    }
  }
});
