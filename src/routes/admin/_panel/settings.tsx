import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { SettingsForm } from '../../../features/admin-settings/components/settings-form.tsx';
import { BadgeManager } from '../../../features/badges/components/badge-manager.tsx';
import { useCan } from '../../../lib/staff-access.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/settings')({
  component: SettingsPage,
});

function SettingsPage() {
  const can = useCan();
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.settings.title')}>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('admin.settings.intro')}</p>
      </PageTitle>
      <SettingsForm />
      {can('badges.manage') ? (
        <section aria-labelledby="badges-title" className="mt-10 flex flex-col gap-3">
          <h2 id="badges-title" className="text-lg font-semibold">
            {t('admin.settings.badges')}
          </h2>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('admin.settings.badgesIntro')}</p>
          <BadgeManager />
        </section>
      ) : null}
    </>
  );
}
