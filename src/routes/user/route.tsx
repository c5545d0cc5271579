import { createFileRoute, Outlet } from '@tanstack/react-router';
import { UserLayout } from '../../components/layout/user-layout.tsx';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner.tsx';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { WalletCard } from '../../features/wallets/components/wallet-card.tsx';
import { useWalletRefresh } from '../../features/wallets/use-wallet-refresh.ts';
import { requireUser } from '../../lib/guards.ts';
import { useSessionStore } from '../../lib/session-store.ts';

export const Route = createFileRoute('/user')({
  beforeLoad: ({ context }) => requireUser(context),
  component: UserArea,
});

function UserArea() {
  const username = useSessionStore((s) => s.user?.username ?? '');
  const logout = useLogout();
  const onLogout = () => void logout();
  useWalletRefresh();
  return (
    <UserLayout
      username={username}
      unreadCount={0}
      onLogout={onLogout}
      banner={<VerifyEmailBanner />}
      walletCard={<WalletCard onLogout={onLogout} />}
    >
      <Outlet />
    </UserLayout>
  );
}
