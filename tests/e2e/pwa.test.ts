import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { CHROMIUM } from '../setup/e2e-global.ts';
import { balancesText, credit, investorWithMoney, logIn, waitForWorkerControl } from '../setup/pwa-e2e.ts';

const OFFLINE = 'You are offline. Money actions are paused until the connection returns.';

// The server serves a copy of the build, so a test can deploy a "new version" by changing its sw.js.
const distCopy = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  cpSync(process.env.DIST_DIR ?? 'dist', distCopy, { recursive: true });
  [server, browser] = await Promise.all([startAppServer({ DIST_DIR: distCopy }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('installable PWA', () => {
  it('meets Chromium’s install criteria: no installability errors, a parsed manifest with icons, screenshots and shortcuts', async () => {
    // Playwright's ordinary contexts are incognito, which Chromium never installs from: use a profile.
    const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'e2e-profile-')), {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--bypass-app-banner-engagement-checks',
      ],
      baseURL: server.url,
      viewport: { width: 360, height: 780 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await waitForWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as {
      icons: unknown[];
      screenshots: unknown[];
      shortcuts: Array<{ name: string }>;
      display: string;
    };
    expect(parsed.display).toBe('standalone');
    expect(parsed.shortcuts.map((s) => s.name)).toEqual(['Deposit', 'Invest Now', 'Send Money']);
    // Every file the manifest names is served.
    const files = [...manifest.data!.matchAll(/"src":\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
    for (const file of files) expect((await fetch(`${server.url}${file}`)).status, file).toBe(200);
    // Chromium offers installation (beforeinstallprompt): the app shows its own Install button.
    await investorWithMoney(server.url, 'ida', 1);
    await logIn(page, 'ida');
    await page
      .getByRole('region', { name: 'Install app' })
      .getByRole('button', { name: 'Install app' })
      .waitFor({ timeout: 15_000 });
    console.log(
      `[install] errors: ${installabilityErrors.length}; manifest icons ${parsed.icons.length}, screenshots ${parsed.screenshots.length}, shortcuts ${parsed.shortcuts.length}; ${files.length} files served`,
    );
    await context.close();
  });
});

describe('offline first', () => {
  it('cold-reloads offline with the last balances, their as-of time, the banner and money paused; refreshes back online', async () => {
    const kim = await investorWithMoney(server.url, 'kim', 120);
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await logIn(page, 'kim');
    await waitForWorkerControl(page);
    await expect.poll(() => balancesText(page)).toMatch(/Main Wallet120\.00 USD/);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => balancesText(page), { timeout: 20_000 }).toMatch(/Main Wallet120\.00 USD/);
    await page.getByRole('status', { name: 'Offline' }).getByText(OFFLINE).waitFor();
    await page
      .getByRole('region', { name: 'Balances' })
      .getByText(/Displaying previous data, as of/)
      .waitFor();

    // A cold load of another page works offline too, and its money action is disabled.
    await page.goto('/user/send-money');
    await expect.poll(() => page.getByRole('button', { name: 'Review transfer' }).isDisabled()).toBe(true);
    await page.goto('/user/wallet-exchange');
    await expect.poll(() => page.getByRole('button', { name: 'Review exchange' }).isDisabled()).toBe(true);
    await page.goto('/user/dashboard');
    await expect.poll(() => balancesText(page)).toMatch(/Main Wallet120\.00 USD/);

    // Money arrives while the device is offline; coming back online refreshes without a reload.
    await credit(server.url, kim.user.id, 30);
    await context.setOffline(false);
    await expect.poll(() => balancesText(page), { timeout: 15_000 }).toMatch(/Main Wallet150\.00 USD/);
    await page.getByRole('status', { name: 'Offline' }).waitFor({ state: 'detached' });
    expect(await page.getByText(/Displaying previous data/).count()).toBe(0);
    await context.close();
  });
});

describe('updates', () => {
  it('a new build deployed while the app is open waits behind "A new version is available" until Reload', async () => {
    await investorWithMoney(server.url, 'lee', 5);
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await logIn(page, 'lee');
    await waitForWorkerControl(page);
    const scriptOf = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    const before = await page.evaluate(() => fetch('/sw.js').then((r) => r.text()));

    // Deploy: new worker bytes.
    appendFileSync(join(distCopy, 'sw.js'), `\n// deployed ${Date.now()}\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await page.getByText('A new version is available').waitFor({ timeout: 20_000 });
    // Nothing is swapped until the user says so: the old worker still controls the page.
    const waiting = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)),
    );
    expect(waiting).toBe(true);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    expect(await scriptOf()).toMatch(/\/sw\.js$/);
    const after = await page.evaluate(() =>
      navigator.serviceWorker
        .getRegistration()
        .then((r) => ({ waiting: Boolean(r?.waiting), active: r?.active?.state })),
    );
    expect(after).toEqual({ waiting: false, active: 'activated' });
    const served = await page.evaluate(() => fetch('/sw.js').then((r) => r.text()));
    expect(served).not.toBe(before);
    await context.close();
  });
});
