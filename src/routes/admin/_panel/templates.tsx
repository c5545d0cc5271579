import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TemplatesEditor } from '../../../features/admin-mail/components/templates-editor.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/templates')({
  component: TemplatesPage,
});

function TemplatesPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('templates.title')}>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('templates.intro')}</p>
      </PageTitle>
      <TemplatesEditor />
    </>
  );
}
