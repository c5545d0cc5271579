import { useCallback, useSyncExternalStore } from 'react';

function media(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a CSS media query matches now, following its changes; `fallback` where the browser has
 * no matchMedia (and before there is a window).
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  // One subscription per query: a new function at every render would make React resubscribe each time.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? fallback,
    () => fallback,
  );
}

/** Tailwind's `md` breakpoint (48rem, the theme's default): the width from which the sidebar is static. */
export const MD_UP = '(min-width: 48rem)';
