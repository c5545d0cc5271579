import { useNavigate } from '@tanstack/react-router';
import { CircleUser } from 'lucide-react';
import { MenuButton } from './menu-button.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** The header's account menu: Settings, Change Password, Support Tickets, Logout. */
export function UserMenu({ username, onLogout }: { username: string; onLogout: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const items = [
    { key: 'settings', label: t('menu.settings'), onSelect: () => void navigate({ to: '/user/settings' }) },
    // Devices, login history, two-factor and passkeys: where to go after "a new sign-in" mail.
    { key: 'security', label: t('menu.security'), onSelect: () => void navigate({ to: '/user/security' }) },
    {
      key: 'password',
      label: t('menu.changePassword'),
      onSelect: () => void navigate({ to: '/user/change-password' }),
    },
    { key: 'tickets', label: t('menu.supportTickets'), onSelect: () => void navigate({ to: '/user/support-tickets' }) },
    { key: 'logout', label: t('menu.logout'), onSelect: onLogout },
  ];
  // Phones show the account icon only; from sm up the username is visible and starts the name.
  const label = (
    <>
      <CircleUser aria-hidden="true" className="size-5 sm:hidden" />
      <span className="hidden max-w-28 truncate sm:inline">{username}</span>
    </>
  );
  return <MenuButton label={label} ariaLabel={t('header.accountMenu', { username })} items={items} />;
}
