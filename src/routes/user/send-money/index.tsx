import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { SendMoney } from '../../../features/transfers/components/send-money.tsx';
import { findWalletRecord } from '../../../features/wallets/find-wallet.ts';
import { useWalletStore } from '../../../features/wallets/wallet-store.ts';

export const Route = createFileRoute('/user/send-money/')({
  component: SendMoneyPage,
});

// The route joins the two features: the sender is always the Main wallet from the wallets store.
function SendMoneyPage() {
  const main = useWalletStore((s) => findWalletRecord(s.wallets, 'main'));
  const loading = useWalletStore((s) => s.loading);
  const setWallets = useWalletStore((s) => s.setWallets);
  return (
    <>
      <PageTitle title="Send Money">
        <p className="text-fg-muted">
          Send money from your Main wallet to another user by e-mail. See{' '}
          <TextLink to="/user/send-money/log">Send Money Log</TextLink>.
        </p>
      </PageTitle>
      <SendMoney sender={main} walletsLoading={loading} onWallets={setWallets} />
    </>
  );
}
