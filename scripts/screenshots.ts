/**
 * `npm run screenshots`: starts the built app on a fresh database, seeds an investor with data on
 * every page, and writes a PNG of every user and admin page (and the sign-in pages) at 360x780,
 * 768x1024 and 1024x1366, light and dark, into screenshots/ (gitignored), named
 * <size>-<theme>-<page>.png. Needs `npm run build` first (DIST_DIR picks another build) and
 * Debian's Chromium at /usr/bin/chromium. SCREENSHOTS_DIR sets the folder; SCREENSHOTS_ONLY (a
 * substring of the page path) and SCREENSHOTS_WIDTH (360, 768 or 1024) narrow it down.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer } from '../tests/setup/app-server.ts';
import { launchBrowser } from '../tests/setup/browser.ts';
import {
  openSwept,
  seedSweepData,
  SWEEP_SIZES,
  SWEEP_THEMES,
  sweepStates,
  sweepContexts,
  sweepPages,
} from '../tests/setup/page-sweep.ts';

const outDir = process.env['SCREENSHOTS_DIR'] ?? 'screenshots';
const only = process.env['SCREENSHOTS_ONLY'];
const width = Number(process.env['SCREENSHOTS_WIDTH'] ?? '0');
const dist = process.env['DIST_DIR'] ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

const server = await startAppServer();
const browser = await launchBrowser();
let written = 0;
try {
  const data = await seedSweepData(server.url);
  const pages = await sweepContexts(browser, server.url);
  const list = sweepPages(data).filter((p) => !only || p.path.includes(only));
  for (const theme of SWEEP_THEMES) {
    for (const size of SWEEP_SIZES.filter((sz) => !width || sz.width === width)) {
      for (const entry of list) {
        const page = pages[entry.role];
        await openSwept(page, entry.path, size, theme);
        await page.screenshot({
          path: join(outDir, `${size.width}x${size.height}-${theme}-${entry.name}.png`),
          fullPage: true,
        });
        written += 1;
      }
      for (const state of sweepStates(data).filter((st) => !only || st.path.includes(only))) {
        const page = pages[state.role];
        await openSwept(page, state.path, size, theme);
        if (await state.open(page)) {
          await page.screenshot({ path: join(outDir, `${size.width}x${size.height}-${theme}-${state.name}.png`) });
          written += 1;
        }
        await page.keyboard.press('Escape');
      }
    }
  }
  console.log(`${written} screenshots in ${outDir}/`);
} finally {
  await browser.close();
  await server.stop();
}
