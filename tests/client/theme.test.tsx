import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeToggle } from '../../src/components/header/theme-toggle.tsx';
import { LanguageProvider } from '../../src/lib/i18n/language-provider.tsx';
import { readInitialTheme } from '../../src/lib/theme.ts';
import { ThemeProvider, useTheme } from '../../src/lib/theme-provider.tsx';
import { setSystemPrefersDark } from './helpers/media.ts';

describe('theme', () => {
  it('starts dark when "dark" is stored, whatever the system says', () => {
    localStorage.setItem('theme', 'dark');
    setSystemPrefersDark(false);
    expect(readInitialTheme()).toBe('dark');
  });

  it('starts light when "light" is stored, even if the system prefers dark', () => {
    localStorage.setItem('theme', 'light');
    setSystemPrefersDark(true);
    expect(readInitialTheme()).toBe('light');
  });

  it('follows the system when nothing is stored', () => {
    setSystemPrefersDark(true);
    expect(readInitialTheme()).toBe('dark');
    setSystemPrefersDark(false);
    expect(readInitialTheme()).toBe('light');
  });

  it('toggles the dark class on <html> and stores the choice', async () => {
    const events = userEvent.setup();
    render(
      <LanguageProvider>
        <ThemeProvider>
          <ThemeToggle />
        </ThemeProvider>
      </LanguageProvider>,
    );
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    await events.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');

    await events.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('applies a stored dark theme on mount', async () => {
    localStorage.setItem('theme', 'dark');
    await act(async () => {
      render(
        <LanguageProvider>
          <ThemeProvider>
            <ThemeToggle />
          </ThemeProvider>
        </LanguageProvider>,
      );
    });
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('throws when useTheme is used outside its provider', () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
    } finally {
      console.error = original;
    }
  });
});
