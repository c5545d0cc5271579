import { create } from 'zustand';

/** Chromium's install prompt event (not in TypeScript's DOM lib). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
};

type InstallState = {
  /** The deferred prompt: present once the browser says the app can be installed. */
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
};

export const useInstallStore = create<InstallState>()(() => ({ deferred: null, installed: false }));

/** Runs in the app as installed (home screen / app window) rather than in a browser tab. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** iPhone and iPad Safari, where `beforeinstallprompt` never comes and Add to Home Screen is manual. */
export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  // iPadOS reports itself as a Mac; touch points tell them apart.
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** Shows the browser's install dialog; answers whether the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const { deferred } = useInstallStore.getState();
  if (!deferred) return false;
  // A prompt event can be used once.
  useInstallStore.setState({ deferred: null });
  await deferred.prompt();
  const choice = await deferred.userChoice;
  return choice.outcome === 'accepted';
}

/**
 * Listens from the first moment: the browser may fire `beforeinstallprompt` before React renders.
 * The default mini-infobar is suppressed; the app's Install button shows the prompt instead.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallStore.setState({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallStore.setState({ deferred: null, installed: true }));
}
