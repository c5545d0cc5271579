import { LoadError } from '../../../components/status/load-error.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getSchemas } from '../api/get-schemas.ts';
import { SchemaCard } from './schema-card.tsx';

/** All Schema: every active plan as a card. */
export function SchemaList() {
  const { data, loading, error, reload } = useResource(getSchemas, DEFAULTS.fetchSchemas);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (loading && !data) return <p role="status">Loading schemas...</p>;
  if (!data?.length) return <p className="text-fg-muted">No schemas are open for investment right now.</p>;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {data.map((s) => (
        <SchemaCard key={s.id} schema={s} />
      ))}
    </div>
  );
}
