import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Panel } from '../../../components/panel.tsx';
import { AdminInvestments } from '../../../features/investments/components/admin-investments.tsx';
import { EngineStatus } from '../../../features/investments/components/engine-status.tsx';
import { SchemaManager } from '../../../features/investments/components/schema-manager.tsx';
import { RatesEditor } from '../../../features/market/components/rates-editor.tsx';

export const Route = createFileRoute('/admin/_panel/investments')({
  component: () => (
    <>
      <PageTitle title="Investments" />
      <div className="flex flex-col gap-6">
        <Panel title="Profit engine">
          <EngineStatus />
        </Panel>
        <Panel title="All investments">
          <AdminInvestments />
        </Panel>
        <Panel title="Schemas">
          <SchemaManager />
        </Panel>
        <Panel title="Market rates">
          <RatesEditor />
        </Panel>
      </div>
    </>
  ),
});
