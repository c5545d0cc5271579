import { useTheme } from '../../lib/theme-provider.tsx';

/** Switches between the light and dark theme. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="flex size-10 items-center justify-center rounded-md hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-zinc-800"
    >
      <span aria-hidden="true" className="text-lg">
        {theme === 'dark' ? '☀' : '☾'}
      </span>
    </button>
  );
}
