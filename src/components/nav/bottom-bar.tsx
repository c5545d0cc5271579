import { Link } from '@tanstack/react-router';
import type { NavLinkItem } from './nav-links.ts';

/** Fixed bottom navigation below the md breakpoint. */
export function BottomBar({ label, links }: { label: string; links: readonly NavLinkItem[] }) {
  return (
    <nav
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
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
