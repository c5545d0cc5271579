import { Trans } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { InvestmentLog } from '../../features/investments/components/investment-log.tsx';

export const Route = createFileRoute('/user/schema-logs')({
  component: SchemaLogsPage,
});

function SchemaLogsPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('invest.schemaLogs')}>
        <p className="text-fg-muted">
          <Trans
            id="invest.logsIntro"
            components={{
              0: <TextLink to="/user/portfolio">{null}</TextLink>,
              1: <TextLink to="/user/recurring">{null}</TextLink>,
            }}
          />
        </p>
      </PageTitle>
      <InvestmentLog />
    </>
  );
}
