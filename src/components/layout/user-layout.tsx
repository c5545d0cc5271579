import { useState, type ReactNode } from 'react';
import { AppHeader } from '../header/app-header.tsx';
import { LanguagePicker } from '../header/language-picker.tsx';
import { NotificationBell } from '../header/notification-bell.tsx';
import { ThemeToggle } from '../header/theme-toggle.tsx';
import { UserMenu } from '../header/user-menu.tsx';
import { BottomBar } from '../nav/bottom-bar.tsx';
import { USER_MOBILE_LINKS, USER_NAV_LINKS } from '../nav/nav-links.ts';
import { SideNav } from '../nav/side-nav.tsx';
import { DrawerSidebar } from './drawer-sidebar.tsx';
import { APP_NAME } from '../../lib/app-name.ts';
import type { Locale } from '../../contract/locales.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type UserLayoutProps = {
  username: string;
  walletCard: ReactNode;
  banner?: ReactNode;
  unreadCount: number;
  /** Replaces the plain bell (e.g. the notifications dropdown, composed by the route). */
  notifications?: ReactNode;
  /** Shown beside the account menu from the sm breakpoint (e.g. the KYC mark). */
  accountMark?: ReactNode;
  /** Its phone form, a strip under the header (the phone header has no room for it). */
  accountStrip?: ReactNode;
  onLogout: () => void;
  /** Saves a language picked in the header to the account. */
  onLanguage?: (locale: Locale) => void;
  children: ReactNode;
};

/** The user area's shell: sidebar (links + wallet card), header, banner, content, mobile bar. */
export function UserLayout({
  username,
  walletCard,
  banner,
  unreadCount,
  notifications,
  accountMark,
  accountStrip,
  onLogout,
  onLanguage,
  children,
}: UserLayoutProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <div className="flex min-h-dvh bg-canvas text-fg">
      <DrawerSidebar brand={APP_NAME} open={menuOpen} onClose={close}>
        {/* Phones have no room for the mark in the header: the menu shows it (the strip covers the rest). */}
        {accountMark ? <div className="flex sm:hidden">{accountMark}</div> : null}
        {walletCard}
        <SideNav label={t('nav.sidebar')} links={USER_NAV_LINKS} onNavigate={close} />
      </DrawerSidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader title={APP_NAME} onOpenMenu={() => setMenuOpen(true)}>
          <ThemeToggle />
          {notifications ?? <NotificationBell unreadCount={unreadCount} />}
          <LanguagePicker onChosen={onLanguage} />
          {accountMark ? <span className="hidden sm:flex">{accountMark}</span> : null}
          <UserMenu username={username} onLogout={onLogout} />
        </AppHeader>
        {accountStrip ? <div className="sm:hidden">{accountStrip}</div> : null}
        {banner}
        <main className="min-w-0 flex-1 px-gutter pt-6 pb-24 sm:px-6 md:pb-8">{children}</main>
      </div>
      <BottomBar label={t('nav.quickLinks')} links={USER_MOBILE_LINKS} />
    </div>
  );
}
