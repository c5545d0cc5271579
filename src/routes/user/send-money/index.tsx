import { Trans } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { SendMoney } from '../../../features/transfers/components/send-money.tsx';
import { findWalletRecord } from '../../../features/wallets/find-wallet.ts';
import { useWalletStore } from '../../../features/wallets/wallet-store.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/send-money/')({
  component: SendMoneyPage,
});

// The route joins the two features: the sender is always the Main wallet from the wallets store.
function SendMoneyPage() {
  const t = useT();
  const main = useWalletStore((s) => findWalletRecord(s.wallets, 'main'));
  const loading = useWalletStore((s) => s.loading);
  const setWallets = useWalletStore((s) => s.setWallets);
  return (
    <>
      <PageTitle title={t('send.title')}>
        <p className="text-fg-muted">
          <Trans id="send.intro" components={{ 0: <TextLink to="/user/send-money/log">{null}</TextLink> }} />
        </p>
      </PageTitle>
      <SendMoney sender={main} walletsLoading={loading} onWallets={setWallets} />
    </>
  );
}
