import { Trans } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { findWalletRecord } from '../../../features/wallets/find-wallet.ts';
import { useWalletStore } from '../../../features/wallets/wallet-store.ts';
import { WithdrawPanel } from '../../../features/withdrawals/components/withdraw-panel.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/withdraw/')({
  component: WithdrawPage,
});

// The route joins two features: withdrawals are paid from the Main wallet of the wallets store.
function WithdrawPage() {
  const t = useT();
  const main = useWalletStore((s) => findWalletRecord(s.wallets, 'main'));
  const setWallets = useWalletStore((s) => s.setWallets);
  return (
    <>
      <PageTitle title={t('withdraw.title')}>
        <p className="text-fg-muted">
          <Trans
            id="withdraw.intro"
            components={{
              0: <TextLink to="/user/withdraw/log">{null}</TextLink>,
              1: <TextLink to="/user/withdrawal-accounts">{null}</TextLink>,
            }}
          />
        </p>
      </PageTitle>
      <WithdrawPanel main={main} onWallets={setWallets} />
    </>
  );
}
