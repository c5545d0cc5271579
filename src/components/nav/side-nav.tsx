import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { MessageId } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import type { NavLinkItem } from './nav-links.ts';

/** A second list under its own heading, in the same landmark (the admin's pages beyond the nine). */
type NavGroup = { heading: MessageId; links: readonly NavLinkItem[] };
type SideNavProps = { label: string; links: readonly NavLinkItem[]; more?: NavGroup; onNavigate?: () => void };

function LinkList({
  links,
  onNavigate,
  labelledBy,
}: {
  links: readonly NavLinkItem[];
  onNavigate?: () => void;
  labelledBy?: string;
}) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-0.5" aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            onClick={onNavigate}
            activeOptions={{ exact: true }}
            className="flex min-h-tap items-center rounded-control px-3 text-label text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-on-accent-soft"
          >
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A vertical list of links, and optionally a second group; the current page is marked with aria-current. */
export function SideNav({ label, links, more, onNavigate }: SideNavProps) {
  const t = useT();
  const headingId = useId();
  return (
    <nav aria-label={label}>
      <LinkList links={links} onNavigate={onNavigate} />
      {more && more.links.length > 0 ? (
        <>
          <h2
            id={headingId}
            className="mt-4 mb-1 border-t border-line px-3 pt-3 text-caption font-semibold tracking-wide text-fg-muted uppercase"
          >
            {t(more.heading)}
          </h2>
          <LinkList links={more.links} onNavigate={onNavigate} labelledBy={headingId} />
        </>
      ) : null}
    </nav>
  );
}
