import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { SchemaList } from '../../features/investments/components/schema-list.tsx';

export const Route = createFileRoute('/user/schemas')({
  component: SchemasPage,
});

function SchemasPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('invest.allSchema')}>
        <p className="text-fg-muted">{t('invest.schemasIntro')}</p>
      </PageTitle>
      <SchemaList />
    </>
  );
}
