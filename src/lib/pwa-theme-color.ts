/** The header colours (white / black), so the browser and app window chrome match the app's theme. */
export const THEME_COLORS = { light: '#ffffff', dark: '#000000' } as const;

/**
 * index.html has one theme-color per system colour scheme; the app's own theme toggle can differ
 * from the system, so the metas follow the `dark` class on <html> once the app runs.
 */
export function syncThemeColor(): void {
  if (typeof document === 'undefined') return;
  const apply = () => {
    const color = document.documentElement.classList.contains('dark') ? THEME_COLORS.dark : THEME_COLORS.light;
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = color;
  };
  apply();
  new MutationObserver(apply).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
}
