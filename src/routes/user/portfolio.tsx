import { Trans } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { PortfolioView } from '../../features/investments/components/portfolio-view.tsx';

export const Route = createFileRoute('/user/portfolio')({
  component: PortfolioPage,
});

function PortfolioPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('portfolio.title')}>
        <p className="text-fg-muted">
          <Trans
            id="portfolio.intro"
            components={{
              0: <TextLink to="/user/schema-logs">{null}</TextLink>,
              1: <TextLink to="/user/market">{null}</TextLink>,
            }}
          />
        </p>
      </PageTitle>
      <PortfolioView />
    </>
  );
}
