import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/change-password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('password.changeTitle')} />
      <ChangePasswordForm />
    </>
  );
}
