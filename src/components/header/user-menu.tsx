import { useNavigate } from '@tanstack/react-router';
import { CircleUser } from 'lucide-react';
import { MenuButton } from './menu-button.tsx';

/** The header's account menu: Settings, Change Password, Support Tickets, Logout. */
export function UserMenu({ username, onLogout }: { username: string; onLogout: () => void }) {
  const navigate = useNavigate();
  const items = [
    { key: 'settings', label: 'Settings', onSelect: () => void navigate({ to: '/user/settings' }) },
    // Devices, login history, two-factor and passkeys: where to go after "a new sign-in" mail.
    { key: 'security', label: 'Security', onSelect: () => void navigate({ to: '/user/security' }) },
    { key: 'password', label: 'Change Password', onSelect: () => void navigate({ to: '/user/change-password' }) },
    { key: 'tickets', label: 'Support Tickets', onSelect: () => void navigate({ to: '/user/support-tickets' }) },
    { key: 'logout', label: 'Logout', onSelect: onLogout },
  ];
  // Phones show the account icon only; from sm up the username is visible and starts the name.
  const label = (
    <>
      <CircleUser aria-hidden="true" className="size-5 sm:hidden" />
      <span className="hidden max-w-28 truncate sm:inline">{username}</span>
    </>
  );
  return <MenuButton label={label} ariaLabel={`${username}, account menu`} items={items} />;
}
