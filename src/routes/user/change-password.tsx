import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';

export const Route = createFileRoute('/user/change-password')({
  component: () => (
    <>
      <PageTitle title="Change Password" />
      <ChangePasswordForm />
    </>
  ),
});
