import { Trans } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { RecurringPage } from '../../features/recurring-investments/components/recurring-page.tsx';

export const Route = createFileRoute('/user/recurring')({
  component: RecurringRoute,
});

function RecurringRoute() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('recurring.title')}>
        <p className="text-fg-muted">
          <Trans id="recurring.intro" components={{ 0: <TextLink to="/user/schema-logs">{null}</TextLink> }} />
        </p>
      </PageTitle>
      <RecurringPage />
    </>
  );
}
