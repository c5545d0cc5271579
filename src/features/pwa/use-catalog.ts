import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { translate } from '../../lib/i18n/i18n.ts';
import type { Translate } from '../../lib/i18n/use-t.ts';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/**
 * The catalog for the push switch, read without the app's language provider: the switch also
 * renders on its own (the "This device" settings and their tests mount it alone). It renders again
 * when the language changes, as `useT` does.
 */
export function useCatalog(): Translate {
  useSyncExternalStore(subscribe, activeLocale, activeLocale);
  return translate;
}
