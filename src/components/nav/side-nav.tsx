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
              className="flex min-h-tap items-center rounded-control px-3 text-label text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-on-accent-soft"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
