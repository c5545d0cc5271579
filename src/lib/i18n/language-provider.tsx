import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { isLocale } from '../../contract/locales.ts';
import { useSessionStore } from '../session-store.ts';
import { activateLocale, currentLocale } from './i18n.ts';

/**
 * The messages of the active language for the whole tree, and the account's language: signing in
 * on another device (or the account changing it elsewhere) switches to it, without a reload.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const accountLanguage = useSessionStore((s) => s.user?.language);
  useEffect(() => {
    if (isLocale(accountLanguage) && accountLanguage !== currentLocale()) void activateLocale(accountLanguage);
  }, [accountLanguage]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
