import { screenFormat } from '../../../contract/locale-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { AdminLiabilities } from '../../../contract/proof-of-liabilities.ts';
import { Panel } from '../../../components/panel.tsx';

/** The latest total owed beside the assets the operator declares, and assets over liabilities. */
export function LiabilitiesRatio({ data }: { data: AdminLiabilities }) {
  const t = useT();
  const format = screenFormat();
  const latest = data.snapshots[0];
  const low = data.ratio !== null && data.ratio < 1;
  // One decimal, as operators compare it with a regulator's threshold (the formatter's percent has two).
  const ratio = data.ratio === null ? '—' : t('pol.admin.ratioValue', { ratio: (data.ratio * 100).toFixed(1) });
  return (
    <Panel title={t('pol.admin.ratioTitle')}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 [&>div]:min-w-0">
        <div>
          <dt className="text-sm text-fg-muted">{t('pol.admin.owed')}</dt>
          <dd className="text-lg font-bold tabular-nums">
            {latest ? format.money(latest.total_cents / 100, 'USD') : t('pol.admin.noSnapshot')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{t('pol.admin.declared')}</dt>
          <dd className="text-lg font-bold tabular-nums">
            {data.declared_total_cents === null
              ? t('pol.admin.notDeclared')
              : format.money(data.declared_total_cents / 100, 'USD')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{t('pol.admin.ratio')}</dt>
          <dd className={`text-lg font-bold tabular-nums ${low ? 'text-danger' : ''}`}>
            {low ? t('pol.admin.ratioLow', { ratio }) : ratio}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
