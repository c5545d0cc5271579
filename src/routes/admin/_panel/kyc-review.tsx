import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminKycReview } from '../../../features/kyc/components/admin-kyc-review.tsx';

export const Route = createFileRoute('/admin/_panel/kyc-review')({
  component: () => (
    <>
      <PageTitle title="KYC Review" />
      <AdminKycReview />
    </>
  ),
});
