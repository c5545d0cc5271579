import { createFileRoute } from '@tanstack/react-router';
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
  return (
    <>
      <PageTitle title="Invest Now">
        <p className="text-fg-muted">
          Choose a schema, an amount and the wallet to pay from. See <TextLink to="/user/schemas">All Schema</TextLink>.
        </p>
      </PageTitle>
      <InvestNow key={schema ?? ''} initialSchemaId={schema} main={main} profit={profit} onWallets={setWallets} />
    </>
  );
}
