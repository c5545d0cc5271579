import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { SettingsForm } from '../../../features/admin-settings/components/settings-form.tsx';
import { BadgeManager } from '../../../features/badges/components/badge-manager.tsx';
import { useCan } from '../../../lib/staff-access.ts';

export const Route = createFileRoute('/admin/_panel/settings')({
  component: SettingsPage,
});

function SettingsPage() {
  const can = useCan();
  return (
    <>
      <PageTitle title="Settings">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Fees, limits, referral levels, switches and ranking badges. Every change is recorded in the audit log.
        </p>
      </PageTitle>
      <SettingsForm />
      {can('badges.manage') ? (
        <section aria-labelledby="badges-title" className="mt-10 flex flex-col gap-3">
          <h2 id="badges-title" className="text-lg font-semibold">
            Ranking badges
          </h2>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            The ladder investors climb; each badge's bonus is paid once, into the Profit Wallet, when its thresholds are
            all met.
          </p>
          <BadgeManager />
        </section>
      ) : null}
    </>
  );
}
