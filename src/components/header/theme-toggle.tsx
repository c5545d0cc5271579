import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/theme-provider.tsx';
import { HEADER_BUTTON } from './app-header.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** Switches between the light and dark theme. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const t = useT();
  const label = theme === 'dark' ? t('header.themeLight') : t('header.themeDark');
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button type="button" onClick={toggleTheme} aria-label={label} title={label} className={HEADER_BUTTON}>
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
