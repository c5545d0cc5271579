import { MenuButton } from './menu-button.tsx';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr', label: 'French' },
  { code: 'ru', label: 'Russian' },
] as const;

/** Display only (spec §2): a choice is logged and the label stays English. */
export function LanguagePicker() {
  const items = LANGUAGES.map((language) => ({
    key: language.code,
    label: language.label,
    onSelect: () => console.log(`Language selected: ${language.code}`),
  }));
  return <MenuButton label="English" ariaLabel="Language: English" items={items} />;
}
