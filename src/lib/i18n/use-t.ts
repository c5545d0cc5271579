import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { Locale } from '../../contract/locales.ts';
import type { MessageId, MessageValues } from './i18n.ts';

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The active language's messages; the component renders again when the language changes. */
export function useT(): Translate {
  const { i18n } = useLingui();
  // i18n.locale in the dependencies: a new function per language, so memoised children update too.
  const locale = i18n.locale;
  return useCallback((id: MessageId, values?: MessageValues) => (locale ? i18n._(id, values) : id), [i18n, locale]);
}

export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}
