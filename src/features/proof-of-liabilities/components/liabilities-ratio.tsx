import { formatCents } from '../../../contract/cents.ts';
import type { AdminLiabilities } from '../../../contract/proof-of-liabilities.ts';
import { Panel } from '../../../components/panel.tsx';

/** The latest total owed beside the assets the operator declares, and assets over liabilities. */
export function LiabilitiesRatio({ data }: { data: AdminLiabilities }) {
  const latest = data.snapshots[0];
  const low = data.ratio !== null && data.ratio < 1;
  return (
    <Panel title="Assets and liabilities">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 [&>div]:min-w-0">
        <div>
          <dt className="text-sm text-fg-muted">Owed to users (latest snapshot)</dt>
          <dd className="text-lg font-bold tabular-nums">
            {latest ? `${formatCents(latest.total_cents)} USD` : 'No snapshot yet'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">Declared assets</dt>
          <dd className="text-lg font-bold tabular-nums">
            {data.declared_total_cents === null ? 'Not declared' : `${formatCents(data.declared_total_cents)} USD`}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">Assets / liabilities</dt>
          <dd className={`text-lg font-bold tabular-nums ${low ? 'text-danger' : ''}`}>
            {data.ratio === null ? '—' : `${(data.ratio * 100).toFixed(1)} %${low ? ' (below what is owed)' : ''}`}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
