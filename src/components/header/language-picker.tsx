import { Globe } from 'lucide-react';
import { MenuButton } from './menu-button.tsx';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr', label: 'French' },
  { code: 'ru', label: 'Russian' },
] as const;

/** Display only (docs/product.md, "Screens and routes"): a choice is logged and the label stays English. */
export function LanguagePicker() {
  const items = LANGUAGES.map((language) => ({
    key: language.code,
    label: language.label,
    onSelect: () => console.log(`Language selected: ${language.code}`),
  }));
  // Phones show the globe only; from sm up the label "English" is visible and starts the name.
  const label = (
    <>
      <Globe aria-hidden="true" className="size-5 sm:hidden" />
      <span className="hidden sm:inline">English</span>
    </>
  );
  return <MenuButton label={label} ariaLabel="English, language" items={items} />;
}
