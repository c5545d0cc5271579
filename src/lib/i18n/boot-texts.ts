import { useEffect } from 'react';
import type { Locale } from '../../contract/locales.ts';
import { useLocale, useT } from './use-t.ts';
import type { messages } from '../../i18n/catalogs/en.ts';

/** An investor message id (the frame is an investor page); i18n.ts's translate, passed in, reads it. */
type MessageId = keyof typeof messages;
type Translate = (id: MessageId, values?: Record<string, string>) => string;

/** Where public/early-reads.js finds the words of the dashboard frame it paints before the app runs. */
export const BOOT_TEXTS_KEY = 'boot-texts';

/** Stands for the investor's first name in a greeting; the script puts the name in its place. */
const NAME_MARK = '\u0001';

const KYC: Record<'none' | 'pending' | 'rejected', MessageId> = {
  none: 'kyc.mark.verify',
  pending: 'kyc.mark.pending',
  rejected: 'kyc.mark.rejected',
};

/** The painted frame's words, each the same message the app's own first frame shows. */
export function bootTexts(translate: Translate): Record<string, unknown> {
  return {
    title: translate('dashboard.title'),
    welcome: translate('dashboard.welcome', { name: NAME_MARK }),
    welcomeNone: translate('dashboard.welcome', { name: 'none' }),
    welcomeBack: translate('dashboard.welcomeBack', { name: NAME_MARK }),
    welcomeBackNone: translate('dashboard.welcomeBack', { name: 'none' }),
    balances: translate('wallet.balances'),
    total: translate('wallet.totalBalance'),
    main: translate('money.wallet.main'),
    profit: translate('money.wallet.profit'),
    offline: translate('pwa.offline'),
    kyc: Object.fromEntries(Object.entries(KYC).map(([status, id]) => [status, translate(id)])),
  };
}

/**
 * Saves the words of the language now shown, so the next start paints its first frame in them
 * (docs/decisions/0088-boot-paint.md); the script paints nothing in a language it has no words for.
 * Its catalog chunk is also the one the script preloads on the next start.
 */
export function saveBootTexts(locale: Locale, translate: Translate): void {
  try {
    localStorage.setItem(BOOT_TEXTS_KEY, JSON.stringify({ locale, texts: bootTexts(translate) }));
  } catch {
    // Private mode or a full store: the next start waits for the app's own frame.
  }
}

/** The dashboard saves its frame's words whenever it shows a language (kept off the first load). */
export function useSaveBootTexts(): void {
  const locale = useLocale();
  const t = useT();
  useEffect(() => saveBootTexts(locale, t), [locale, t]);
}
