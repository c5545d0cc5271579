import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminKycReview } from '../../../features/kyc/components/admin-kyc-review.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/kyc-review')({
  component: KycReviewPage,
});

function KycReviewPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.pages.kycReview')} />
      <AdminKycReview />
    </>
  );
}
