import { Trans } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { optionalText, type RawParams, optionalKeys } from '../../lib/search-params.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { InvestNow } from '../../features/investments/components/invest-now.tsx';
import { findWalletRecord } from '../../features/wallets/find-wallet.ts';
import { useWalletStore } from '../../features/wallets/wallet-store.ts';

const validateSearch = (raw: RawParams) => optionalKeys({ schema: optionalText(raw['schema'], { max: 64 }) });

export const Route = createFileRoute('/user/invest-now')({
  validateSearch,
  component: InvestNowPage,
});

// The route joins the two features: balances come from the wallets store, which the answer updates.
function InvestNowPage() {
  const { schema } = Route.useSearch();
  const main = useWalletStore((s) => findWalletRecord(s.wallets, 'main'));
  const profit = useWalletStore((s) => findWalletRecord(s.wallets, 'profit'));
  const setWallets = useWalletStore((s) => s.setWallets);
  const t = useT();
  return (
    <>
      <PageTitle title={t('invest.investNow')}>
        <p className="text-fg-muted">
          <Trans id="invest.investNowIntro" components={{ 0: <TextLink to="/user/schemas">{null}</TextLink> }} />
        </p>
      </PageTitle>
      <InvestNow key={schema ?? ''} initialSchemaId={schema} main={main} profit={profit} onWallets={setWallets} />
    </>
  );
}
