import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminLiabilities } from '../../../features/proof-of-liabilities/components/admin-liabilities.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/proof-of-liabilities')({
  component: LiabilitiesPage,
});

function LiabilitiesPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.pages.liabilities')}>
        <p className="text-sm text-fg-muted">{t('admin.pages.liabilitiesIntro')}</p>
      </PageTitle>
      <AdminLiabilities />
    </>
  );
}
