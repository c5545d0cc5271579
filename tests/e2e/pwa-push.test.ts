import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { browserKeys, decryptPush, startPushService, type PushServiceStandIn } from '../setup/push-service.ts';
import { credit, investorWithMoney, logIn, waitForWorkerControl } from '../setup/pwa-e2e.ts';
import { postJson } from '../setup/http.ts';

let server: AppServer;
let browser: Browser;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  [server, browser, pushService] = await Promise.all([startAppServer(), launchBrowser(), startPushService()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pushService?.close();
});

describe('web push', () => {
  it("the server's push reaches a push service as an encrypted, VAPID-signed request", async () => {
    const ivy = await investorWithMoney(server.url, 'ivy', 10);
    const keys = browserKeys();
    await postJson(
      server.url,
      '/api/push/subscribe',
      { endpoint: `${pushService.url}/fcm/send/ivy`, expirationTime: null, keys: keys.json },
      ivy.token,
    );
    const started = Date.now();
    await credit(server.url, ivy.user.id, 15);
    await expect.poll(() => pushService.received.length, { timeout: 10_000 }).toBe(1);
    const [req] = pushService.received;
    if (!req) throw new Error('no push');
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(req.headers.ttl).toBe('86400');
    expect(String(req.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    const payload = JSON.parse(decryptPush(req.body, keys)) as { body: string; link: string };
    expect(payload.body).toMatch(/^15\.00 USD was added to your Main Wallet/);
    expect(payload.link).toBe('/user/transactions');
    // Generated once, kept under DATA_DIR.
    expect(existsSync(join(server.dataDir, 'vapid-keys.json'))).toBe(true);
    console.log(
      `[push] reached the push service ${Date.now() - started} ms after the credit; ${req.body.length}-byte body`,
    );
  });

  it('a push delivered to the worker shows a notification, and clicking it opens its link', async () => {
    await investorWithMoney(server.url, 'jon', 10);
    const context = await phoneContext(browser, server.url);
    await context.grantPermissions(['notifications'], { origin: server.url });
    const page = await context.newPage();
    await logIn(page, 'jon');
    await waitForWorkerControl(page);

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      id: 'n-1',
      title: 'WalletInvest',
      body: 'Your deposit was approved',
      link: '/user/send-money/log',
      createdAt: new Date().toISOString(),
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });

    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
        })),
      );
    // A worker that was stopped must start again first: up to 30 s on a loaded 2-core machine.
    await expect
      .poll(shown, { timeout: 30_000 })
      .toEqual([{ title: 'WalletInvest', body: 'Your deposit was approved', data: { link: '/user/send-money/log' } }]);

    // DevTools cannot click a system notification: dispatch the worker's notificationclick for the shown one.
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await page.waitForURL('**/user/send-money/log');
    await expect.poll(shown).toEqual([]);
    await context.close();
  });

  it('while the app is closed, periodic sync refreshes the unread count and wallets into IndexedDB and sets the badge', async () => {
    const kai = await investorWithMoney(server.url, 'kai', 10);
    const context = await phoneContext(browser, server.url);
    const page = await context.newPage();
    await logIn(page, 'kai');
    await waitForWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');

    // The app is closed; meanwhile money arrives (a second notification).
    await page.goto('about:blank');
    await credit(server.url, kai.user.id, 5);
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    // Record the Badging API calls (a headless browser has no icon to badge).
    await worker.evaluate(() => {
      const badges: number[] = [];
      Object.assign(self, { badges });
      Object.assign(self.navigator, {
        setAppBadge: async (n: number) => void badges.push(n),
        clearAppBadge: async () => void badges.push(0),
      });
    });
    await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
      origin: server.url,
      registrationId: await registrationId,
      tag: 'refresh',
    });
    await expect
      .poll(() => worker.evaluate(() => (self as unknown as { badges: number[] }).badges), { timeout: 10_000 })
      .toEqual([2]);

    await page.goto('/login');
    const stored = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const read = (key: string) =>
        new Promise<unknown>((resolve) => {
          const get = db.transaction('keyval').objectStore('keyval').get(key);
          get.onsuccess = () => resolve(get.result);
        });
      return { notifications: await read('notifications'), wallets: await read('wallets') };
    });
    expect(stored.notifications).toMatchObject({ version: 1, state: { unreadCount: 2, ownerId: kai.user.id } });
    expect(stored.wallets).toMatchObject({
      version: 1,
      state: {
        ownerId: kai.user.id,
        wallets: expect.arrayContaining([expect.objectContaining({ type: 'main', balance: 15 })]),
      },
    });
    await context.close();
  });
});
