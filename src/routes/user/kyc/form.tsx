import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { KycFormPage } from '../../../features/kyc/components/kyc-form-page.tsx';

export const Route = createFileRoute('/user/kyc/form')({
  component: () => (
    <>
      <PageTitle title="KYC Verification" />
      <KycFormPage />
    </>
  ),
});
