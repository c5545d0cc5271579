import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Panel } from '../../../components/panel.tsx';
import { AdminInvestments } from '../../../features/investments/components/admin-investments.tsx';
import { EngineStatus } from '../../../features/investments/components/engine-status.tsx';
import { SchemaManager } from '../../../features/investments/components/schema-manager.tsx';
import { RatesEditor } from '../../../features/market/components/rates-editor.tsx';
import { useCan } from '../../../lib/staff-access.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/investments')({
  component: InvestmentsPage,
});

function InvestmentsPage() {
  const t = useT();
  const can = useCan();
  return (
    <>
      <PageTitle title={t('admin.pages.investments')} />
      <div className="flex flex-col gap-6">
        <Panel title={t('admin.pages.profitEngine')}>
          <EngineStatus />
        </Panel>
        <Panel title={t('admin.pages.allInvestments')}>
          <AdminInvestments />
        </Panel>
        {can('investments.manage') ? (
          <Panel title={t('admin.pages.schemas')}>
            <SchemaManager />
          </Panel>
        ) : null}
        {can('rates.manage') ? (
          <Panel title={t('admin.pages.marketRates')}>
            <RatesEditor />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
