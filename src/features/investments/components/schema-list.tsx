import { useState } from 'react';
import { PausedOffline } from '../../../components/money/paused-offline.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getSchemas } from '../api/get-schemas.ts';
import { SchemaCard } from './schema-card.tsx';

/** All Schema: every active plan as a card; offline, the plans seen last on this device, or a pause with the reason. */
export function SchemaList() {
  const t = useT();
  const online = useOnlineStatus();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('invest.error.fetchSchemas'));
  const { data, loading, error, reload, cachedAt, staleError } = useResource(getSchemas, failed, {
    cacheKey: 'schemas',
  });
  if (error && !data && !online) return <PausedOffline title={t('invest.allSchema')} needs={t('invest.pausedNeeds')} />;
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (loading && !data) return <p role="status">{t('invest.loadingSchemas')}</p>;
  if (!data?.length) return <p className="text-fg-muted">{t('invest.noSchemas')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <StaleNotice state={{ cachedAt, staleError }} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {data.map((s) => (
          <SchemaCard key={s.id} schema={s} />
        ))}
      </div>
    </div>
  );
}
