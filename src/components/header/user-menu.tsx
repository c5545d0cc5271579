import { useNavigate } from '@tanstack/react-router';
import { MenuButton } from './menu-button.tsx';

/** The header's account menu: Settings, Change Password, Support Tickets, Logout. */
export function UserMenu({ username, onLogout }: { username: string; onLogout: () => void }) {
  const navigate = useNavigate();
  const items = [
    { key: 'settings', label: 'Settings', onSelect: () => void navigate({ to: '/user/settings' }) },
    { key: 'password', label: 'Change Password', onSelect: () => void navigate({ to: '/user/change-password' }) },
    { key: 'tickets', label: 'Support Tickets', onSelect: () => void navigate({ to: '/user/support-tickets' }) },
    { key: 'logout', label: 'Logout', onSelect: onLogout },
  ];
  return <MenuButton label={<span className="max-w-28 truncate">{username}</span>} ariaLabel={`Account menu for ${username}`} items={items} />;
}
