import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import type { NavLinkItem } from './nav-links.ts';

/** Fixed bottom navigation below the md breakpoint. */
export function BottomBar({ label, links }: { label: string; links: readonly NavLinkItem[] }) {
  const t = useT();
  const bar = useRef<HTMLElement>(null);
  // Chromium scrolls a focused field only until it is inside the window, not clear of this fixed
  // bar: a field that gets focus under it is brought up (scrollIntoView keeps the page's scroll-padding).
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const nav = bar.current;
      const target = event.target;
      if (!nav || !(target instanceof HTMLElement) || nav.contains(target) || getComputedStyle(nav).display === 'none')
        return;
      if (target.getBoundingClientRect().bottom > nav.getBoundingClientRect().top)
        target.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return (
    <nav
      ref={bar}
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {links.map((link) => (
          <li key={link.to} className="flex-1">
            <Link
              to={link.to}
              activeOptions={{ exact: true }}
              className="flex min-h-14 items-center justify-center px-1 text-center text-caption leading-tight text-fg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent"
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
