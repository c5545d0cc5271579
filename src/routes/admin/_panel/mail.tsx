import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminMailList } from '../../../features/admin-mail/components/admin-mail-list.tsx';

export const Route = createFileRoute('/admin/_panel/mail')({
  component: () => (
    <>
      <PageTitle title="Mail" />
      <AdminMailList />
    </>
  ),
});
