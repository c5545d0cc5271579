import { Link } from '@tanstack/react-router';
import type { NavLinkItem } from './nav-links.ts';

/** Fixed bottom navigation below the md breakpoint. */
export function BottomBar({ label, links }: { label: string; links: readonly NavLinkItem[] }) {
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-zinc-200 bg-white md:hidden dark:border-zinc-800 dark:bg-black"
    >
      <ul className="flex">
        {links.map((link) => (
          <li key={link.to} className="flex-1">
            <Link
              to={link.to}
              activeOptions={{ exact: true }}
              className="flex min-h-14 items-center justify-center px-1 text-center text-xs leading-tight text-zinc-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 aria-[current=page]:font-semibold aria-[current=page]:text-blue-700 dark:text-zinc-300 dark:aria-[current=page]:text-blue-300"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
