import { useState } from 'react';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatLocalDateTimeWithZone } from '../../../contract/date-time.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useCan } from '../../../lib/staff-access.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { getAdminLiabilities } from '../api/get-admin-liabilities.ts';
import { takeSnapshot } from '../api/take-snapshot.ts';
import { DeclaredAssetsForm } from './declared-assets-form.tsx';
import { LiabilitiesRatio } from './liabilities-ratio.tsx';

/** Admin: take a snapshot (after a step-up), the snapshots kept, and the declared assets beside the total. */
export function AdminLiabilities() {
  const t = useT();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('pol.admin.error'));
  const { data, error, reload, setData } = useResource(getAdminLiabilities, failed);
  const can = useCan();
  const stepUp = useStepUp();
  const take = useApiAction(stepUp.guard(takeSnapshot), {
    fallback: t('pol.admin.takeError'),
    successMessage: t('pol.admin.published'),
  });

  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">{t('pol.admin.loading')}</p>;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <LiabilitiesRatio data={data} />
      {can('settings.manage') ? (
        <Panel title={t('pol.admin.publish')}>
          <p className="text-sm text-fg-muted">{t('pol.admin.publishExplain')}</p>
          <form
            aria-label={t('pol.admin.take')}
            className="max-w-xs"
            onSubmit={(e) => {
              e.preventDefault();
              void take.run().then((r) => (r.ok ? reload() : undefined));
            }}
          >
            <SubmitButton pending={take.pending} pendingLabel={t('pol.admin.taking')}>
              {t('pol.admin.takeNow')}
            </SubmitButton>
          </form>
          {stepUp.dialog}
        </Panel>
      ) : null}
      <Panel title={t('pol.admin.snapshots')}>
        {data.snapshots.length === 0 ? (
          <p className="text-fg-muted">{t('pol.admin.noSnapshot')}</p>
        ) : (
          <ul aria-label={t('pol.admin.snapshots')} className="flex flex-col divide-y divide-line">
            {data.snapshots.map((s) => (
              <li key={s.snapshot_id} className="flex flex-col gap-1 py-2 text-sm">
                <span className="flex flex-wrap justify-between gap-2">
                  <span>{formatLocalDateTimeWithZone(s.taken_at)}</span>
                  <span className="font-semibold tabular-nums">
                    {screenFormat().money(s.total_cents / 100, 'USD')} · {t('pol.admin.users', { count: s.leaf_count })}
                  </span>
                </span>
                <span className="font-mono text-xs break-all text-fg-muted">{s.root_hash}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {can('settings.manage') ? <DeclaredAssetsForm assets={data.declared_assets} onSaved={setData} /> : null}
    </div>
  );
}
