import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchConfig } from './lib/config.ts';
import { BENCH_PERSON, CHROME_FLAGS, CHROMIUM, startAppUnderTest } from './lib/app-under-test.ts';
import { ensureBuild } from './client-size.bench.ts';
import { fmt, median, verdict, type Row } from './lib/table.ts';

type Scores = { performance: number; accessibility: number; bestPractices: number; lcpMs: number; tbtMs: number; cls: number; failing: string[] };

async function audit(url: string, port: number, keepStorage: boolean): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // The dashboard run keeps the profile's IndexedDB (the signed-in session) and its service worker.
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric') && a.details?.type !== 'debugdata')
    .filter((a) => (lhr.categories.accessibility?.auditRefs ?? []).concat(lhr.categories['best-practices']?.auditRefs ?? []).some((r) => r.id === a.id))
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing,
  };
}

/** Signs in through the UI in the profile Lighthouse will use, so the session is in IndexedDB as a real user's is. */
async function signIn(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(BENCH_PERSON.email);
  await page.getByLabel(/^Password/).fill(BENCH_PERSON.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/user/dashboard');
  await page.locator('[aria-labelledby="balances-title"]').getByText(/1,234\.56/).first().waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.close();
  await browser.close();
}

const row = (page: string, runs: Scores[]): Row => {
  const perf = median(runs.map((r) => r.performance));
  const a11y = median(runs.map((r) => r.accessibility));
  const bp = median(runs.map((r) => r.bestPractices));
  return {
    figure: `Lighthouse ${page} (mobile)`,
    value: `perf ${perf} / a11y ${a11y} / bp ${bp}; LCP ${fmt(median(runs.map((r) => r.lcpMs)))} ms, TBT ${fmt(median(runs.map((r) => r.tbtMs)))} ms, CLS ${fmt(median(runs.map((r) => r.cls)), 3)}`,
    reference: 'scores out of 100',
    ratio: '-',
    target: 'perf ≥ 98, a11y 100, bp 100',
    result: verdict(perf >= 98 && a11y === 100 && bp === 100),
    notes: [`${page}: performance ${runs.map((r) => r.performance).join(' / ')}; failing a11y/best-practices audits: ${[...new Set(runs.flatMap((r) => r.failing))].join(', ') || 'none'}`],
  };
};

/** Lighthouse (mobile preset, simulated throttling) on /login and on a signed-in investor's dashboard. */
export async function lighthouseFigures(): Promise<Row[]> {
  const dist = await ensureBuild();
  const server = await startAppUnderTest(dist);
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: profile });
  try {
    const login: Scores[] = [];
    for (let i = 0; i < benchConfig.runs; i++) login.push(await audit(`${server.url}/login`, chrome.port, false));
    await signIn(chrome.port, server.url);
    const dashboard: Scores[] = [];
    for (let i = 0; i < benchConfig.runs; i++) dashboard.push(await audit(`${server.url}/user/dashboard`, chrome.port, true));
    return [row('/login', login), row('/user/dashboard (signed in)', dashboard)];
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}
