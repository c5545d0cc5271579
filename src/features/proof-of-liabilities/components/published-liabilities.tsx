import { useState } from 'react';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatLocalDateTimeWithZone } from '../../../contract/date-time.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { getPublishedLiabilities } from '../api/get-published-liabilities.ts';

const usd = (cents: number) => screenFormat().money(cents / 100, 'USD');

/** The public figures: the latest root and total, and the last snapshots with their totals. */
export function PublishedLiabilities() {
  const t = useT();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('pol.error.published'));
  const { data, error, loading, reload } = useResource(getPublishedLiabilities, failed);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (loading && data === null) return <p role="status">{t('pol.loadingSnapshot')}</p>;
  if (!data) return <p className="text-fg-muted">{t('pol.noSnapshot')}</p>;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <dl className="grid gap-3">
        <div>
          <dt className="text-sm text-fg-muted">{t('pol.totalOwed')}</dt>
          <dd className="text-2xl font-bold tabular-nums">{usd(data.total_cents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{t('pol.usersInTree')}</dt>
          <dd className="tabular-nums">{data.leaf_count}</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{t('pol.taken')}</dt>
          <dd>{formatLocalDateTimeWithZone(data.taken_at)}</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{t('pol.rootHash')}</dt>
          <dd className="font-mono text-xs break-all">{data.root_hash}</dd>
        </div>
      </dl>
      <section aria-labelledby="pol-recent" className="flex flex-col gap-2">
        <h2 id="pol-recent" className="font-semibold">
          {t('pol.recent')}
        </h2>
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
          {data.recent.map((s) => (
            <li key={s.snapshot_id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 p-3 text-sm">
              <span>{formatLocalDateTimeWithZone(s.taken_at)}</span>
              <span className="font-semibold tabular-nums">{usd(s.total_cents)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
