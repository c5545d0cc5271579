/**
 * A support view runs in a browser tab of its own, on the admin's device, against the same origin
 * as the admin's console. So that nothing of the admin's reaches the investor's view and nothing
 * of the investor's stays behind, such a tab keeps its token in sessionStorage (this tab only,
 * gone when it closes) and never touches the origin's shared state: persisted stores use
 * sessionStorage instead of IndexedDB (idb-storage.ts), the page cache is off (page-cache.ts), and
 * the service worker is neither asked to poll nor told about sessions (main.tsx, pwa-poll.ts).
 */

/** Where the admin console sends the new tab; the token rides in the fragment, never to a server. */
export const SUPPORT_VIEW_PATH = '/support-view';
const HANDOFF = /^#token=(sv_[A-Za-z0-9_-]+)$/;
const TOKEN_KEY = 'support-view-token';
const TOKEN_SHAPE = /^sv_[A-Za-z0-9_-]+$/;

/** The address that opens the investor's app read-only with `token` (a support token, `sv_...`). */
export function supportViewUrl(token: string): string {
  return `${SUPPORT_VIEW_PATH}#token=${token}`;
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Run first at boot: a tab opened on the hand-off address keeps the token for itself and drops it
 * from the address bar and history entry, so a reload or a copied link never carries it.
 */
export function adoptSupportViewHandoff(): void {
  if (typeof location === 'undefined' || location.pathname !== SUPPORT_VIEW_PATH) return;
  const token = HANDOFF.exec(location.hash)?.[1];
  if (token) tabStorage()?.setItem(TOKEN_KEY, token);
  history.replaceState(null, '', '/user/dashboard');
}

/** The support token this tab was opened with, or null in any ordinary tab. */
export function supportTabToken(): string | null {
  const token = tabStorage()?.getItem(TOKEN_KEY) ?? null;
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

export const isSupportTab = (): boolean => supportTabToken() !== null;
