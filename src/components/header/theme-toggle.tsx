import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/theme-provider.tsx';
import { HEADER_BUTTON } from './app-header.tsx';

/** Switches between the light and dark theme. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className={HEADER_BUTTON}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
