import { useState, type ReactNode } from 'react';
import { AppHeader } from '../header/app-header.tsx';
import type { Locale } from '../../contract/locales.ts';
import { LanguagePicker } from '../header/language-picker.tsx';
import { ThemeToggle } from '../header/theme-toggle.tsx';
import { BottomBar } from '../nav/bottom-bar.tsx';
import { ADMIN_MOBILE_LINKS, ADMIN_MORE_HEADING, ADMIN_MORE_LINKS, ADMIN_NAV_LINKS } from '../nav/nav-links.ts';
import { SideNav } from '../nav/side-nav.tsx';
import { useCan } from '../../lib/staff-access.ts';
import { DrawerSidebar } from './drawer-sidebar.tsx';
import { useArrivalWelcome } from './arrival-welcome.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type AdminLayoutProps = {
  username: string;
  email: string;
  onLogout: () => void;
  /** The admin picked a language: the screen has switched; keep it on the account. */
  onLanguage?: (locale: Locale) => void;
  children: ReactNode;
};

/** The admin panel's shell: its pages, the admin's identity and Logout. */
export function AdminLayout({ username, email, onLogout, onLanguage, children }: AdminLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useT();
  useArrivalWelcome();
  const close = () => setMenuOpen(false);
  // Only the pages the staff role may use (src/lib/staff-access.ts).
  const can = useCan();
  const links = ADMIN_NAV_LINKS.filter((l) => can(l.permission));
  const moreLinks = ADMIN_MORE_LINKS.filter((l) => can(l.permission));
  const mobileLinks = ADMIN_MOBILE_LINKS.filter((l) => can(l.permission));
  return (
    <div className="flex min-h-dvh bg-white text-black dark:bg-black dark:text-white">
      <DrawerSidebar brand={t('layout.adminPanel')} open={menuOpen} onClose={close}>
        <div className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
          <p className="truncate font-semibold">{username}</p>
          <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">{email}</p>
        </div>
        <SideNav
          label={t('layout.adminSidebar')}
          links={links}
          more={{ heading: ADMIN_MORE_HEADING, links: moreLinks }}
          onNavigate={close}
        />
        <button
          type="button"
          onClick={onLogout}
          className="mt-auto min-h-tap rounded-control border border-line-strong px-3 py-2 text-label font-semibold hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('layout.logout')}
        </button>
      </DrawerSidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader title={t('layout.adminPanel')} onOpenMenu={() => setMenuOpen(true)}>
          <LanguagePicker onChosen={onLanguage} />
          <ThemeToggle />
        </AppHeader>
        <main className="flex-1 px-4 pt-6 pb-24 sm:px-6 md:pb-8">{children}</main>
      </div>
      <BottomBar label={t('layout.adminQuickLinks')} links={mobileLinks} />
    </div>
  );
}
