import { formatCents } from '../../../contract/cents.ts';
import { formatLocalDateTimeWithZone } from '../../../contract/date-time.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { getPublishedLiabilities, PUBLISHED_FAILED } from '../api/get-published-liabilities.ts';

/** The public figures: the latest root and total, and the last snapshots with their totals. */
export function PublishedLiabilities() {
  const { data, error, loading, reload } = useResource(getPublishedLiabilities, PUBLISHED_FAILED);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (loading && data === null) return <p role="status">Loading the latest snapshot...</p>;
  if (!data) return <p className="text-fg-muted">No snapshot has been published yet.</p>;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <dl className="grid gap-3">
        <div>
          <dt className="text-sm text-fg-muted">Total owed to users</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatCents(data.total_cents)} USD</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">Users in the tree</dt>
          <dd className="tabular-nums">{data.leaf_count}</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">Taken</dt>
          <dd>{formatLocalDateTimeWithZone(data.taken_at)}</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">Root hash</dt>
          <dd className="font-mono text-xs break-all">{data.root_hash}</dd>
        </div>
      </dl>
      <section aria-labelledby="pol-recent" className="flex flex-col gap-2">
        <h2 id="pol-recent" className="font-semibold">
          Recent snapshots
        </h2>
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
          {data.recent.map((s) => (
            <li key={s.snapshot_id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 p-3 text-sm">
              <span>{formatLocalDateTimeWithZone(s.taken_at)}</span>
              <span className="font-semibold tabular-nums">{formatCents(s.total_cents)} USD</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
