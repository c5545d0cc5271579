import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { findWalletRecord } from '../../../features/wallets/find-wallet.ts';
import { useWalletStore } from '../../../features/wallets/wallet-store.ts';
import { WithdrawPanel } from '../../../features/withdrawals/components/withdraw-panel.tsx';

export const Route = createFileRoute('/user/withdraw/')({
  component: WithdrawPage,
});

// The route joins two features: withdrawals are paid from the Main wallet of the wallets store.
function WithdrawPage() {
  const main = useWalletStore((s) => findWalletRecord(s.wallets, 'main'));
  const setWallets = useWalletStore((s) => s.setWallets);
  return (
    <>
      <PageTitle title="Withdraw">
        <p className="text-fg-muted">
          The amount leaves your Main wallet at once and is paid out after review. See{' '}
          <TextLink to="/user/withdraw/log">Withdraw Log</TextLink> and{' '}
          <TextLink to="/user/withdrawal-accounts">your withdrawal accounts</TextLink>.
        </p>
      </PageTitle>
      <WithdrawPanel main={main} onWallets={setWallets} />
    </>
  );
}
