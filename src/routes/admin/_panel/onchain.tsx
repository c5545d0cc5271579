import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Panel } from '../../../components/panel.tsx';
import { OnchainAdminView } from '../../../features/admin-onchain/components/onchain-admin-view.tsx';
import { WatcherStatus } from '../../../features/admin-onchain/components/watcher-status.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/onchain')({
  component: OnchainPage,
});

function OnchainPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.pages.onchain')}>
        <p className="text-fg-muted">{t('admin.pages.onchainIntro')}</p>
      </PageTitle>
      <div className="flex flex-col gap-4">
        <Panel title={t('admin.pages.chainWatcher')}>
          <WatcherStatus />
        </Panel>
        <OnchainAdminView />
      </div>
    </>
  );
}
