import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { call, postJson } from '../setup/http.ts';
import { launchBrowser } from '../setup/browser.ts';

// The admin console opens a read-only support view of one investor in a tab of its own: the view's
// token stays in that tab, the admin's session (IndexedDB, shared by the origin's tabs) is neither
// sent from it nor changed by it, and every write from it is refused by the server.
let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Session = { token: string; user: { id: string } };
type Stored = { state: { token: string | null; user: { id: string; role: string } | null } } | null;

/** What idb-keyval holds under `key` in this origin's IndexedDB (where the app persists its stores). */
const idbValue = (page: Page, key: string) =>
  page.evaluate(
    (k) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('keyval', 'readonly').objectStore('keyval').get(k);
          read.onsuccess = () => resolve(read.result ?? null);
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );

describe('support view from the admin console', () => {
  it('opens the investor app read-only in its own tab, with a countdown, and nothing of the admin leaks', async () => {
    const admin = await postJson<Session>(server.url, '/api/auth/login', E2E_ADMIN);
    const sid = await postJson<Session>(server.url, '/api/auth/register', {
      email: 'sid@example.com',
      password: 'correct horse battery',
      username: 'sid',
      firstName: 'Sid',
      lastName: 'Saver',
      phone: '+1 555 0123',
      country: 'Canada',
    });
    await postJson(
      server.url,
      `/api/admin/users/${sid.user.id}/balance`,
      { wallet_type: 'main', amount: 75, type: 'add', reason: 'Opening credit' },
      admin.token,
    );

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 900 } });
    const console = await context.newPage();
    const sent: Array<{ page: Page | null; auth: string }> = [];
    context.on('request', (r: Request) => {
      if (new URL(r.url()).pathname.startsWith('/api/'))
        sent.push({ page: r.frame().page(), auth: r.headers()['authorization'] ?? '' });
    });
    await console.goto('/admin/login');
    await console.getByLabel('Email').fill(E2E_ADMIN.email);
    await console.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await console.getByRole('button', { name: 'Log in as administrator' }).click();
    await console.waitForURL('**/admin/dashboard');
    const adminSession = (await idbValue(console, 'session')) as Stored;
    const adminToken = adminSession?.state.token ?? '';
    expect(adminToken).not.toBe('');

    await console.goto(`/admin/users/${sid.user.id}`);
    const form = console.getByRole('form', { name: 'Open support view' });
    await form.getByLabel(/^Reason/).fill('Ticket 42: a question about the balance');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      form.getByRole('button', { name: 'Open support view' }).click(),
    ]);
    const banner = tab.getByRole('status', { name: 'Support view' });
    await banner.getByText(/read-only/).waitFor({ timeout: 15_000 });
    await banner.getByText(/^(30:00|29:[0-5]\d)$/).waitFor();
    await tab.getByText('75.00 USD').first().waitFor();
    expect(new URL(tab.url()).pathname).toBe('/user/dashboard');
    expect(tab.url()).not.toContain('sv_');

    // The tab speaks only with the view's token; the admin's session stays the device's, untouched.
    const fromTab = sent.filter((s) => s.page === tab).map((s) => s.auth);
    expect(fromTab.some((a) => a.startsWith('Bearer sv_'))).toBe(true);
    expect(fromTab.filter((a) => a !== '' && !a.startsWith('Bearer sv_'))).toEqual([]);
    expect(await idbValue(tab, 'session')).toEqual(adminSession);
    expect(await idbValue(tab, 'wallets')).toBeNull();
    expect(await console.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('sv_');

    // A write from the view is refused by the server, whatever the page shows.
    const refused = await tab.evaluate(async () => {
      const token = sessionStorage.getItem('support-view-token') ?? '';
      const res = await fetch('/api/security/anti-phishing-code', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: 'Leak1234' }),
      });
      return { status: res.status, body: (await res.json()) as { code?: string } };
    });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ code: 'SUPPORT_VIEW_READ_ONLY' }) });

    // The console is still the admin's, after a reload too.
    sent.length = 0;
    await console.reload();
    await console.getByRole('form', { name: 'Open support view' }).waitFor();
    const fromConsole = sent.filter((s) => s.page === console).map((s) => s.auth);
    expect(fromConsole.filter((a) => a !== '' && a !== `Bearer ${adminToken}`)).toEqual([]);

    // The investor sees that support looked, and why.
    const views = await call<{ items: Array<{ reason: string }> }>(server.url, 'GET', '/api/security/support-views', {
      token: sid.token,
    });
    expect(views.body.items.map((v) => v.reason)).toEqual(['Ticket 42: a question about the balance']);
    await context.close();
  });
});
