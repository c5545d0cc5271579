import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { KycFormPage } from '../../../features/kyc/components/kyc-form-page.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/kyc/form')({
  component: KycFormRoute,
});

function KycFormRoute() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('kyc.formTitle')} />
      <KycFormPage />
    </>
  );
}
