import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { KycPending } from '../../../features/kyc/components/kyc-pending.tsx';

export const Route = createFileRoute('/user/kyc/pending')({
  component: () => (
    <>
      <PageTitle title="Your Kyc is Pending" />
      <KycPending />
    </>
  ),
});
