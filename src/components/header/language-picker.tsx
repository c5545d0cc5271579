import { Globe } from 'lucide-react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../contract/locales.ts';
import { activateLocale, rememberLocale } from '../../lib/i18n/i18n.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { MenuButton } from './menu-button.tsx';

/**
 * Switches the language at once (no reload) and keeps the choice on this device; `onChosen` saves
 * it to the account, so it follows the user to every device and to the mail, push and PDFs.
 */
export function LanguagePicker({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const t = useT();
  const current = useLocale();
  const items = LOCALES.map((code) => ({
    key: code,
    label: LOCALE_NAMES[code],
    lang: code,
    onSelect: () => {
      rememberLocale(code);
      void activateLocale(code).then(() => onChosen?.(code));
    },
  }));
  // Phones and tablets show the globe only (a header with the user's name and "Русский" beside it
  // overflows a 768 px tablet); from lg up the language's name is visible and starts the name.
  const label = (
    <>
      <Globe aria-hidden="true" className="size-5 lg:hidden" />
      <span className="hidden lg:inline">{LOCALE_NAMES[current]}</span>
    </>
  );
  return <MenuButton label={label} ariaLabel={t('language.menu', { language: LOCALE_NAMES[current] })} items={items} />;
}
