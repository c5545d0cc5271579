import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { startCountingProxy, type CountingProxy } from '../setup/counting-proxy.ts';
import { balancesText, credit, investorWithMoney, logIn, waitForWorkerControl } from '../setup/pwa-e2e.ts';

let server: AppServer;
let proxy: CountingProxy;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  // Every request of the pages and of the worker passes here and is counted.
  proxy = await startCountingProxy(server.url);
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
});

const WALLETS = '/api/wallet/wallets';
const UNREAD = '/api/notifications/unread-count';

describe('background polling by the service worker', () => {
  it('three open tabs cost one request per interval, and every tab shows its result', async () => {
    const mia = await investorWithMoney(server.url, 'mia', 40);
    const context = await phoneContext(browser, proxy.url);
    const first = await context.newPage();
    await logIn(first, 'mia');
    await waitForWorkerControl(first);
    const pages: Page[] = [first, await context.newPage(), await context.newPage()];
    // Start the three tabs' timers together, so one interval holds exactly one tick of each.
    await Promise.all(pages.map((p) => p.goto('/user/dashboard')));
    for (const p of pages) {
      await p.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
      await expect.poll(() => balancesText(p)).toMatch(/Main Wallet40\.00 USD/);
    }
    // The first loads' requests (pages and worker) answered and nothing new for a second: count from here.
    await expect.poll(() => proxy.quietFor(1_000), { timeout: 30_000 }).toBe(true);
    proxy.reset();
    const windowStart = Date.now();

    // New money on the server; no tab reloads or fetches by itself.
    await credit(server.url, mia.user.id, 2);
    for (const p of pages)
      await expect.poll(() => balancesText(p), { timeout: 40_000 }).toMatch(/Main Wallet42\.00 USD/);
    const sinceStart = Date.now() - windowStart;
    // Until every tab's 30 s tick is surely past (they started within about a second of each other).
    // A clock that must pass, not a condition: the test counts what one whole interval costs.
    await new Promise((r) => setTimeout(r, Math.max(0, 31_000 - sinceStart)));

    const wallets = proxy.count('GET', WALLETS);
    const unread = proxy.count('GET', UNREAD);
    console.log(
      `[poll] 3 tabs, ${Math.round((Date.now() - windowStart) / 1000)} s: ${wallets} wallets request(s), ${unread} unread-count request(s); every tab updated ${Math.round(sinceStart / 1000)} s after the credit`,
    );
    expect(wallets).toBe(1);
    expect(unread).toBe(1);
    // The worker wrote the store's IndexedDB key exactly as zustand persist does.
    const stored = await first.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('keyval').objectStore('keyval').get('wallets');
            get.onsuccess = () => resolve(get.result);
          };
        }),
    );
    expect(stored).toMatchObject({
      version: 1,
      state: {
        ownerId: mia.user.id,
        wallets: expect.arrayContaining([expect.objectContaining({ type: 'main', balance: 42 })]),
      },
    });
    await context.close();
  });
});
