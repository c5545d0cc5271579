import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { WalletExchange } from '../../features/exchange/components/wallet-exchange.tsx';
import { findWalletRecord } from '../../features/wallets/find-wallet.ts';
import { useWalletStore } from '../../features/wallets/wallet-store.ts';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/wallet-exchange')({
  component: WalletExchangePage,
});

// The route joins the two features: wallets supplies the balances, exchange hands back the new ones.
function WalletExchangePage() {
  const t = useT();
  const wallets = useWalletStore((s) => s.wallets);
  const loading = useWalletStore((s) => s.loading);
  const setWallets = useWalletStore((s) => s.setWallets);
  return (
    <>
      <PageTitle title={t('exchange.title')}>
        <p className="text-fg-muted">{t('exchange.intro')}</p>
      </PageTitle>
      <WalletExchange
        wallets={{ main: findWalletRecord(wallets, 'main'), profit: findWalletRecord(wallets, 'profit') }}
        walletsLoading={loading}
        onWallets={setWallets}
      />
    </>
  );
}
