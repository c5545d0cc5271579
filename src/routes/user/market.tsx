import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { MarketList } from '../../features/market/components/market-list.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/market')({
  component: MarketPage,
});

function MarketPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('market.title')}>
        <p className="text-fg-muted">{t('market.intro')}</p>
      </PageTitle>
      <MarketList />
    </>
  );
}
