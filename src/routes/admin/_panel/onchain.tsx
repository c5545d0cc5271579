import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Panel } from '../../../components/panel.tsx';
import { OnchainAdminView } from '../../../features/admin-onchain/components/onchain-admin-view.tsx';
import { WatcherStatus } from '../../../features/admin-onchain/components/watcher-status.tsx';

export const Route = createFileRoute('/admin/_panel/onchain')({
  component: () => (
    <>
      <PageTitle title="On-chain deposits">
        <p className="text-fg-muted">
          Payments to investors' personal addresses credit themselves after their confirmations. Payments under the
          minimum or of another asset wait here for a decision.
        </p>
      </PageTitle>
      <div className="flex flex-col gap-4">
        <Panel title="Chain watcher">
          <WatcherStatus />
        </Panel>
        <OnchainAdminView />
      </div>
    </>
  ),
});
