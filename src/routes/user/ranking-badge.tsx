import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { RankingBadges } from '../../features/badges/components/ranking-badges.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/ranking-badge')({
  component: RankingBadgePage,
});

function RankingBadgePage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('badge.title')}>
        <p className="text-fg-muted">{t('badge.intro')}</p>
      </PageTitle>
      <RankingBadges />
    </>
  );
}
