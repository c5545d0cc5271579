import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminMailList } from '../../../features/admin-mail/components/admin-mail-list.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/mail')({
  component: MailPage,
});

function MailPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.pages.mail')} />
      <AdminMailList />
    </>
  );
}
