import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { benchConfig } from './lib/config.ts';
import { BENCH_PERSON, browserLabel, browserNote, CLIENT_BROWSERS, startAppUnderTest } from './lib/app-under-test.ts';
import { ensureBuild } from './client-size.bench.ts';
import { fingerprintCell, fingerprintNote, machineWindow } from './lib/machine.ts';
import { phaseNote, probe, readPhases, type Phases } from './lib/offline-probe.ts';
import { fmt, median, verdict, type Row } from './lib/table.ts';

const TARGET_MS = 250;

const launch = (browser: string, profile: string, baseURL: string): Promise<BrowserContext> =>
  chromium.launchPersistentContext(profile, {
    executablePath: browser,
    // Playwright adds --headless=new for the full browser; the headless shell needs nothing.
    headless: true,
    baseURL,
    viewport: { width: 360, height: 780 },
    serviceWorkers: 'allow',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

const waitForBalance = (page: import('playwright-core').Page) =>
  page
    .locator('[aria-labelledby="balances-title"]')
    .getByText(/1,234\.56/)
    .first()
    .waitFor();

/** One signed-in visit installs the worker and caches the balances; the profile is kept as it was then. */
async function installedProfile(browser: string, url: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-offline-installed-'));
  const first = await launch(browser, profile, url);
  const page = await first.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(BENCH_PERSON.email);
  await page.getByLabel(/^Password/).fill(BENCH_PERSON.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/user/dashboard');
  await waitForBalance(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // One reload under the worker's control, so everything it caches at runtime is cached too.
  await page.reload();
  await waitForBalance(page);
  await page.waitForTimeout(500);
  await first.close();
  return profile;
}

/**
 * A phone after a reboot: the worker and its caches are installed, but nothing from earlier
 * starts is warm. Each run gets a fresh copy of the installed profile without the browser's HTTP
 * and compiled-code caches (Cache, Code Cache, GPUCache) or the lock of the closed browser.
 */
function coldCopy(installed: string): string {
  const profile = mkdtempSync(join(tmpdir(), 'bench-offline-run-'));
  cpSync(installed, profile, { recursive: true });
  for (const dir of [
    'Default/Cache',
    'Default/Code Cache',
    'Default/GPUCache',
    'SingletonLock',
    'SingletonSocket',
    'SingletonCookie',
  ]) {
    rmSync(join(profile, dir), { recursive: true, force: true });
  }
  return profile;
}

async function coldStart(browser: string, installed: string, url: string): Promise<Phases> {
  const profile = coldCopy(installed);
  const context = await launch(browser, profile, url);
  try {
    await context.setOffline(true);
    await context.addInitScript({ content: probe });
    const p = await context.newPage();
    await p.bringToFront();
    for (const other of context.pages()) if (other !== p) await other.close();
    await p.goto('/user/dashboard');
    const at = await p
      .waitForFunction(() => (window as unknown as { __appShownAt?: number }).__appShownAt, undefined, {
        timeout: 15_000,
        polling: 50,
      })
      .catch(async (err: unknown) => {
        throw new Error(`the app never showed the balance offline at ${p.url()}: ${String(err)}`);
      });
    await at.dispose();
    // BENCH_OFFLINE_RESOURCES=1: when each first request left and was answered by the worker.
    if (process.env.BENCH_OFFLINE_RESOURCES === '1')
      console.log(
        await p.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .slice(0, 8)
            .map((e) => {
              const r = e as PerformanceResourceTiming;
              return `${r.name.replace(/^https?:\/\/[^/]+/, '')} start ${Math.round(r.startTime)} worker ${Math.round(r.workerStart)} fetch ${Math.round(r.fetchStart)} resp ${Math.round(r.responseStart)}-${Math.round(r.responseEnd)}`;
            })
            .join('\n'),
        ),
      );
    return (await p.evaluate(readPhases)) as Phases;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function browserRow(browser: string, url: string, primary: boolean): Promise<Row> {
  const installed = await installedProfile(browser, url);
  try {
    const window = machineWindow();
    const runs: Phases[] = [];
    for (let i = 0; i < Math.max(3, benchConfig.runs); i++) runs.push(await coldStart(browser, installed, url));
    const fingerprint = {
      ...window(),
      browser: browserNote(browser),
      cache:
        'browser caches cold (a fresh copy of the installed profile each run, no HTTP or code cache); OS page cache as the machine had it',
    };
    const times = runs.map((r) => r.shown);
    const ms = median(times);
    return {
      figure: `Offline cold start to cached balances (${browserLabel(browser)})`,
      value: `${fmt(ms)} ms (app's own frame ${fmt(median(runs.map((r) => r.app)))} ms)`,
      reference: fingerprintCell(fingerprint),
      ratio: `${fmt((ms / TARGET_MS) * 100, 0)} %`,
      target: primary ? `< ${TARGET_MS} ms` : 'printed beside it',
      result: primary ? verdict(ms < TARGET_MS) : 'info',
      notes: [
        `offline cold starts, ${browserLabel(browser)}: ${times.map((t) => fmt(t)).join(' / ')} ms to the first frame showing the balance; the app's own frame ${runs.map((r) => fmt(r.app)).join(' / ')} ms`,
        fingerprintNote(fingerprint),
        `offline cold start phases, ${browserLabel(browser)} (median ms from navigation start): ${phaseNote(runs)}`,
      ],
    };
  } finally {
    rmSync(installed, { recursive: true, force: true });
  }
}

/** Each browser: the worker installed by one signed-in visit, then each run a new browser process on a cold copy, offline, opening the dashboard. */
export async function offlineFigures(): Promise<Row[]> {
  const dist = await ensureBuild();
  const server = await startAppUnderTest(dist);
  try {
    const rows: Row[] = [];
    for (const [i, browser] of CLIENT_BROWSERS.entries()) rows.push(await browserRow(browser, server.url, i === 0));
    return rows;
  } finally {
    await server.stop();
  }
}
