import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { PasskeysPanel } from '../../features/passkeys/components/passkeys-panel.tsx';

export const Route = createFileRoute('/user/security')({
  component: SecurityPage,
});

function SecurityPage() {
  return (
    <>
      <PageTitle title="Security">
        <p className="text-fg-muted">How you sign in and confirm withdrawals.</p>
      </PageTitle>
      <div className="flex flex-col gap-6">
        <PasskeysPanel />
      </div>
    </>
  );
}
