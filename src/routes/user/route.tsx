import { createFileRoute, Outlet } from '@tanstack/react-router';
import { UserLayout } from '../../components/layout/user-layout.tsx';
import { UserAreaNotFound } from '../../components/not-found.tsx';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner.tsx';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { KycMark } from '../../features/kyc/components/kyc-mark.tsx';
import { NotificationMenu } from '../../features/notifications/components/notification-menu.tsx';
import { useNotificationStore } from '../../features/notifications/notification-store.ts';
import { InstallBanner } from '../../features/pwa/components/install-banner.tsx';
import { saveLanguage } from '../../features/settings/save-language.ts';
import { usePushRepairOnStart } from '../../features/pwa/use-push-repair.ts';
import { useRecentTransactionsStore } from '../../features/transactions/recent-transactions-store.ts';
import { WalletCard } from '../../features/wallets/components/wallet-card.tsx';
import { useSummaryStore } from '../../features/wallets/summary-store.ts';
import { useWalletRefresh } from '../../features/wallets/use-wallet-refresh.ts';
import { useWalletStore } from '../../features/wallets/wallet-store.ts';
import { requireUser } from '../../lib/guards.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useReconnect } from '../../lib/use-reconnect.ts';

/** Back online: every cached store on screen fetches again (the offline banner has gone by then). */
function refreshCachedData(): void {
  void useWalletStore.getState().refresh();
  void useSummaryStore.getState().refresh();
  void useRecentTransactionsStore.getState().refresh();
  void useNotificationStore.getState().refreshCount();
  void useNotificationStore.getState().refreshLatest();
}

export const Route = createFileRoute('/user')({
  beforeLoad: ({ context }) => requireUser(context),
  component: UserArea,
  // Rendered in this layout's Outlet (fuzzy not-found mode), so a 404 keeps the app frame.
  notFoundComponent: UserAreaNotFound,
});

function UserArea() {
  const username = useSessionStore((s) => s.user?.username ?? '');
  const logout = useLogout();
  const onLogout = () => void logout();
  useWalletRefresh();
  useReconnect(refreshCachedData);
  usePushRepairOnStart(useSessionStore((s) => s.user?.id ?? null));
  return (
    <UserLayout
      username={username}
      unreadCount={0}
      notifications={<NotificationMenu />}
      accountMark={<KycMark />}
      accountStrip={<KycMark variant="strip" />}
      onLogout={onLogout}
      onLanguage={(language) => void saveLanguage(language)}
      banner={
        <>
          <VerifyEmailBanner />
          <InstallBanner />
        </>
      }
      walletCard={<WalletCard onLogout={onLogout} />}
    >
      <Outlet />
    </UserLayout>
  );
}
