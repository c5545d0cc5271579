import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Renderable, toast, ToastOptions } from 'react-hot-toast';
import { languageReady } from './i18n/i18n.ts';

export const TOAST_DURATION_MS = 8_000;

/** Fixed toast ids so a repeated event never stacks the same toast. */
export const TOAST_IDS = {
  sessionExpired: 'session-expired',
  adminLoginRequired: 'admin-login-required',
  accessDenied: 'access-denied',
  authError: 'auth-error',
  loginError: 'login-error',
  walletsError: 'wallets-error',
  update: 'app-update',
} as const;

type Toast = typeof toast;

// react-hot-toast and the toaster load with the first toast, so a page that shows none never
// downloads them (about 5 KB gzipped off the first load). Until then nothing is mounted.
const ToasterView = lazy(async () => ({ default: (await import('./app-toaster.tsx')).ToasterView }));
let wanted = false;
const listeners = new Set<() => void>();

function withToast(action: (show: Toast) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // A toast asked for while the first language loads (a guard during the first route) waits for it.
  void Promise.all([import('react-hot-toast'), languageReady]).then(([{ toast: show }]) => action(show));
}

/** A text, or one read when the toast shows (after the first language has loaded). */
type Text = string | (() => string);
const textOf = (message: Text): string => (typeof message === 'function' ? message() : message);

/** The app's one way to show a toast; calls keep their order across the lazy load. */
export const notify = {
  success: (message: Text, options?: ToastOptions): void => withToast((show) => show.success(textOf(message), options)),
  error: (message: Text, options?: ToastOptions): void => withToast((show) => show.error(textOf(message), options)),
  show: (content: Renderable, options?: ToastOptions): void => withToast((show) => show(content, options)),
  dismiss: (id?: string): void => {
    if (wanted) withToast((show) => show.dismiss(id));
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isWanted = () => wanted;

/** Mounts the toaster once the first toast is asked for. */
export function AppToaster() {
  const show = useSyncExternalStore(subscribe, isWanted, isWanted);
  return show ? (
    <Suspense fallback={null}>
      <ToasterView duration={TOAST_DURATION_MS} />
    </Suspense>
  ) : null;
}
