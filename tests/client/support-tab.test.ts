import { get, set } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createIdbStorage } from '../../src/lib/idb-storage.ts';
import { readPageCache, writePageCache } from '../../src/lib/page-cache.ts';
import { askWorkerToPoll } from '../../src/lib/pwa-poll.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { adoptSupportViewHandoff, isSupportTab, supportTabToken } from '../../src/lib/support-tab.ts';
import { enterSupportView } from '../../src/lib/support-tab-session.ts';
import { makeUser } from './helpers/fixtures.ts';
import { server } from './helpers/server.ts';

const TOKEN = 'sv_TabTokenOfJane_abcdefghij';
const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const investor = makeUser({ id: 'u1' });
const adminSession = { state: { token: 'admin-jwt', user: admin }, version: 1 };

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

/** This tab, opened by the admin console on the hand-off address. */
function openAsSupportTab() {
  history.replaceState(null, '', `/support-view#token=${TOKEN}`);
  adoptSupportViewHandoff();
}

describe('a support-view tab', () => {
  it('takes the token from the fragment into this tab only, and drops it from the address', () => {
    openAsSupportTab();
    expect(supportTabToken()).toBe(TOKEN);
    expect(location.pathname).toBe('/user/dashboard');
    expect(location.hash).toBe('');
    expect(location.href).not.toContain(TOKEN);
  });

  it('leaves an ordinary tab alone, and refuses anything but a support token', () => {
    adoptSupportViewHandoff();
    expect(isSupportTab()).toBe(false);
    history.replaceState(null, '', '/support-view#token=eyJhbGciOi.admin.jwt');
    adoptSupportViewHandoff();
    expect(isSupportTab()).toBe(false);
  });

  it("never reads the admin's session from IndexedDB, and keeps the investor's out of it", async () => {
    await set('session', adminSession);
    openAsSupportTab();
    const auths: Array<string | null> = [];
    server.use(
      http.get('*/api/auth/me', ({ request }) => {
        auths.push(request.headers.get('Authorization'));
        return HttpResponse.json({ user: investor });
      }),
    );
    useSessionStore.setState({ token: null, user: null });
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().token).toBeNull();

    await enterSupportView(TOKEN);
    expect(auths).toEqual([`Bearer ${TOKEN}`]);
    expect(useSessionStore.getState()).toMatchObject({ token: TOKEN, user: { id: 'u1' } });
    // The device's IndexedDB still holds the admin's session, untouched; the view lives in this tab.
    expect(await get('session')).toEqual(adminSession);
    expect(sessionStorage.getItem('tab-store:session')).toContain(TOKEN);

    const wallets = createIdbStorage<{ data: string }>();
    await wallets.setItem('wallets', { state: { data: 'jane' }, version: 1 });
    expect(await get('wallets')).toBeUndefined();
    writePageCache('transactions', ['jane']);
    expect(await readPageCache('transactions')).toBeNull();
    expect(await askWorkerToPoll('wallets')).toBeNull();
  });

  it('ends signed out when the token no longer opens a view', async () => {
    openAsSupportTab();
    server.use(
      http.get('*/api/auth/me', () =>
        HttpResponse.json({ code: 'SESSION_EXPIRED', message: 'Session expired' }, { status: 401 }),
      ),
    );
    useSessionStore.setState({ token: null, user: null });
    await enterSupportView(TOKEN);
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
  });
});
