import { Link } from '@tanstack/react-router';
import type { NavLinkItem } from './nav-links.ts';

type SideNavProps = { label: string; links: readonly NavLinkItem[]; onNavigate?: () => void };

/** A vertical list of links; the current page is marked with aria-current. */
export function SideNav({ label, links, onNavigate }: SideNavProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-0.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              activeOptions={{ exact: true }}
              className="block rounded-md px-3 py-2 text-sm text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-blue-600 aria-[current=page]:bg-blue-50 aria-[current=page]:font-semibold aria-[current=page]:text-blue-800 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:aria-[current=page]:bg-blue-950 dark:aria-[current=page]:text-blue-200"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
