import { Trans } from '@lingui/react';
import { useState } from 'react';
import { APP_NAME } from '../../../lib/app-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { isIos, isStandalone, promptInstall, useInstallStore } from '../../../lib/pwa-install.ts';

const DISMISSED_KEY = 'install-hint-dismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

const buttonClass =
  'min-h-tap shrink-0 rounded-md bg-blue-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';

/** What this browser offers: its own prompt (Chromium), manual steps (iOS Safari), or nothing. */
export function useInstallOption(): 'prompt' | 'ios' | null {
  const deferred = useInstallStore((s) => s.deferred);
  const installed = useInstallStore((s) => s.installed);
  if (installed || isStandalone()) return null;
  if (deferred) return 'prompt';
  return isIos() ? 'ios' : null;
}

/** The Install button (beforeinstallprompt), or iOS "Add to Home Screen" steps where that event never comes. */
export function InstallApp({ variant }: { variant: 'banner' | 'panel' }) {
  const option = useInstallOption();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!option || (variant === 'banner' && dismissed)) return null;

  const install = async () => {
    setBusy(true);
    await promptInstall().finally(() => setBusy(false));
  };
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Hidden for this visit only.
    }
  };

  const text =
    option === 'prompt' ? (
      <p>{t('pwa.installPrompt', { app: APP_NAME })}</p>
    ) : (
      <p>
        <Trans
          id="pwa.installIos"
          values={{ app: APP_NAME }}
          components={{ 0: <strong />, 1: <span aria-hidden="true" />, 2: <strong /> }}
        />
      </p>
    );
  // The banner floats above the mobile bar instead of sitting in the page: the browser offers
  // installation only after the worker registers, so an in-page banner would push the content
  // down after it is painted (a layout shift users see and Lighthouse counts).
  const wrapper =
    variant === 'banner'
      ? 'fixed inset-x-3 bottom-20 z-40 flex flex-col gap-2 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950 shadow-lg md:inset-x-auto md:right-4 md:bottom-4 md:max-w-sm dark:border-blue-900 dark:bg-blue-950 dark:text-blue-50'
      : 'flex flex-col gap-3 text-sm';

  return (
    <div role="region" aria-label={t('pwa.installLabel')} className={wrapper}>
      {text}
      <div className="flex items-center gap-2">
        {option === 'prompt' ? (
          <button type="button" className={buttonClass} disabled={busy} onClick={() => void install()}>
            {busy ? t('pwa.installing') : t('pwa.install')}
          </button>
        ) : null}
        {variant === 'banner' ? (
          <button
            type="button"
            onClick={dismiss}
            className="min-h-tap rounded-md px-3 py-1.5 underline focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('pwa.notNow')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
