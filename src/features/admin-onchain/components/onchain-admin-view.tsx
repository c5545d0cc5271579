import { useCallback, useState } from 'react';
import { SelectField } from '../../../components/form/select-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { downloadSweepReport } from '../api/download-sweep-report.ts';
import { getAdminOnchainPayments, type OnchainFilter } from '../api/get-admin-onchain-payments.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';
import { OnchainPaymentCard } from './onchain-payment-card.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

const FILTERS = [
  { value: 'review', label: 'admin.onchain.filter.review' },
  { value: 'all', label: 'admin.onchain.filter.all' },
  { value: 'seen', label: 'admin.onchain.filter.seen' },
  { value: 'credited', label: 'admin.onchain.filter.credited' },
  { value: 'dropped', label: 'admin.onchain.filter.dropped' },
  { value: 'resolved', label: 'admin.onchain.filter.resolved' },
] as const;

/** /admin/onchain: payments (review first), and the sweep report of every funded derived address. */
export function OnchainAdminView() {
  const t = useT();
  const [status, setStatus] = useState<OnchainFilter>('review');
  const load = useCallback(() => getAdminOnchainPayments(status), [status]);
  // Read once: a default that followed the language would make the hook load the list again.
  const [loadFailed] = useState(() => ONCHAIN_DEFAULTS.fetchPayments);
  const list = useResource(load, loadFailed);
  const sweep = useApiAction(downloadSweepReport, { fallback: ONCHAIN_DEFAULTS.sweep });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('admin.onchain.status')}
          value={status}
          options={FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
          onChange={(e) => setStatus(e.target.value as OnchainFilter)}
          className="flex max-w-xs flex-col gap-1"
        />
        <button
          type="button"
          disabled={sweep.pending}
          onClick={() => void sweep.run()}
          className="min-h-tap rounded-control border border-line-strong px-3 py-2 font-semibold hover:bg-surface-2 disabled:opacity-60"
        >
          {sweep.pending ? t('admin.onchain.sweeping') : t('admin.onchain.sweep')}
        </button>
      </div>
      {list.error ? <LoadError message={list.error} onRetry={() => void list.reload()} /> : null}
      {!list.data && !list.error ? <p role="status">{t('admin.onchain.loading')}</p> : null}
      {list.data && list.data.length === 0 ? (
        <p className="text-fg-muted">
          {status === 'review' ? t('admin.onchain.emptyReview') : t('admin.onchain.empty')}
        </p>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <ul aria-label={t('admin.onchain.payments')} className="grid gap-3 lg:grid-cols-2">
          {list.data.map((p) => (
            <OnchainPaymentCard key={p.id} payment={p} onChanged={() => void list.reload()} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
