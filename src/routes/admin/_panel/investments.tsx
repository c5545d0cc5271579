import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Panel } from '../../../components/panel.tsx';
import { AdminInvestments } from '../../../features/investments/components/admin-investments.tsx';
import { EngineStatus } from '../../../features/investments/components/engine-status.tsx';
import { SchemaManager } from '../../../features/investments/components/schema-manager.tsx';
import { RatesEditor } from '../../../features/market/components/rates-editor.tsx';
import { useCan } from '../../../lib/staff-access.ts';

export const Route = createFileRoute('/admin/_panel/investments')({
  component: InvestmentsPage,
});

function InvestmentsPage() {
  const can = useCan();
  return (
    <>
      <PageTitle title="Investments" />
      <div className="flex flex-col gap-6">
        <Panel title="Profit engine">
          <EngineStatus />
        </Panel>
        <Panel title="All investments">
          <AdminInvestments />
        </Panel>
        {can('investments.manage') ? (
          <Panel title="Schemas">
            <SchemaManager />
          </Panel>
        ) : null}
        {can('rates.manage') ? (
          <Panel title="Market rates">
            <RatesEditor />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
