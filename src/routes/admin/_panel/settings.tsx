import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { SettingsForm } from '../../../features/admin-settings/components/settings-form.tsx';

export const Route = createFileRoute('/admin/_panel/settings')({
  component: () => (
    <>
      <PageTitle title="Settings">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">Fees, limits, referral levels and switches. Every change is recorded in the audit log.</p>
      </PageTitle>
      <SettingsForm />
    </>
  ),
});
