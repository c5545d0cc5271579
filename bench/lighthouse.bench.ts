import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchConfig } from './lib/config.ts';
import {
  BENCH_PERSON,
  browserLabel,
  browserNote,
  chromeFlags,
  CLIENT_BROWSERS,
  startAppUnderTest,
} from './lib/app-under-test.ts';
import { fingerprintCell, fingerprintNote, machineWindow, type MachineReading } from './lib/machine.ts';
import { ensureBuild } from './client-size.bench.ts';
import { KEY_PAGES, mainThreadSummary, pagesToAudit, USER_PAGES } from './lib/lighthouse-pages.ts';
import { fmt, median, verdict, type Row } from './lib/table.ts';

type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
  /** Lighthouse's measure of the host's speed (higher is faster): scores from different machines compare only beside it. */
  benchmarkIndex: number;
  /** Where the main thread's time went (mainthread-work-breakdown) and the scripts that cost it most (bootup-time). */
  mainThread: string;
};

const TARGET = 98;

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
  // BENCH_LH_REPORTS=<dir>: each audit's whole report, to read what a score is made of.
  const reports = process.env.BENCH_LH_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(join(reports, name), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric') &&
        a.details?.type !== 'debugdata',
    )
    .filter((a) =>
      (lhr.categories.accessibility?.auditRefs ?? [])
        .concat(lhr.categories['best-practices']?.auditRefs ?? [])
        .some((r) => r.id === a.id),
    )
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThread: mainThreadSummary(lhr.audits),
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
  await page
    .locator('[aria-labelledby="balances-title"]')
    .getByText(/1,234\.56/)
    .first()
    .waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.close();
  await browser.close();
}

type Run = { browser: string; primary: boolean; machine: MachineReading };

const row = (page: string, runs: Scores[], run: Run): Row => {
  const perf = median(runs.map((r) => r.performance));
  const a11y = median(runs.map((r) => r.accessibility));
  const bp = median(runs.map((r) => r.bestPractices));
  const fingerprint = {
    ...run.machine,
    browser: browserNote(run.browser),
    cache: 'browser caches warm (one profile for every audit, worker installed; simulated throttling)',
    benchmarkIndex: runs.map((r) => r.benchmarkIndex),
  };
  return {
    figure: `Lighthouse ${page} (mobile, ${browserLabel(run.browser)})`,
    value: `perf ${perf} / a11y ${a11y} / bp ${bp}; LCP ${fmt(median(runs.map((r) => r.lcpMs)))} ms, TBT ${fmt(median(runs.map((r) => r.tbtMs)))} ms, CLS ${fmt(median(runs.map((r) => r.cls)), 3)}`,
    reference: fingerprintCell(fingerprint),
    ratio: '-',
    target: run.primary ? `perf ≥ ${TARGET}, a11y 100, bp 100` : 'printed beside it',
    result: run.primary ? verdict(perf >= TARGET && a11y === 100 && bp === 100) : 'info',
    notes: [
      fingerprintNote(fingerprint),
      `${page} (${browserLabel(run.browser)}): performance ${runs.map((r) => r.performance).join(' / ')} (benchmarkIndex ${runs.map((r) => fmt(r.benchmarkIndex)).join(' / ')}); failing a11y/best-practices audits: ${[...new Set(runs.flatMap((r) => r.failing))].join(', ') || 'none'}`,
      ...runs.map((r, i) => `${page} run ${i + 1}: ${r.mainThread}`),
    ],
  };
};

/** One browser: /login (fresh profile), then the signed-in pages in the same profile. */
async function browserRows(browser: string, url: string, primary: boolean): Promise<Row[]> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: browser,
    chromeFlags: chromeFlags(browser),
    userDataDir: profile,
  });
  try {
    const window = machineWindow();
    const login: Scores[] = [];
    for (let i = 0; i < benchConfig.runs; i++) login.push(await audit(`${url}/login`, chrome.port, false));
    await signIn(chrome.port, url);
    const audited: Array<[string, Scores[]]> = [['/login', login]];
    const pages = primary
      ? pagesToAudit('BENCH_LH_PAGES', USER_PAGES)
      : pagesToAudit('BENCH_LH_SECOND_PAGES', KEY_PAGES);
    for (const page of pages) {
      const runs: Scores[] = [];
      for (let i = 0; i < benchConfig.runs; i++) runs.push(await audit(`${url}${page}`, chrome.port, true));
      audited.push([`${page} (signed in)`, runs]);
    }
    // One machine reading for the browser's whole pass: steal and load move over minutes, not per page.
    const machine = window();
    return audited.map(([page, runs]) => row(page, runs, { browser, primary, machine }));
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse (mobile preset, simulated throttling) on /login and on every page of a signed-in investor, per browser. */
export async function lighthouseFigures(): Promise<Row[]> {
  const dist = await ensureBuild();
  const server = await startAppUnderTest(dist);
  try {
    const rows: Row[] = [];
    for (const [i, browser] of CLIENT_BROWSERS.entries())
      rows.push(...(await browserRows(browser, server.url, i === 0)));
    return rows;
  } finally {
    await server.stop();
  }
}
