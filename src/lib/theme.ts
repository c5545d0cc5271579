export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'theme';

function readStored(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Dark if stored 'dark', or nothing stored and the system prefers dark; else light. */
export function readInitialTheme(): Theme {
  const stored = readStored();
  if (stored) return stored;
  return systemPrefersDark() ? 'dark' : 'light';
}

/** Puts the `dark` marker on <html> (or removes it). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode); the theme still applies for this visit.
  }
}
