import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { SchemaList } from '../../features/investments/components/schema-list.tsx';

export const Route = createFileRoute('/user/schemas')({
  component: () => (
    <>
      <PageTitle title="All Schema">
        <p className="text-fg-muted">
          Investment plans open now: what each period pays, for how long, and whether your capital comes back.
        </p>
      </PageTitle>
      <SchemaList />
    </>
  ),
});
