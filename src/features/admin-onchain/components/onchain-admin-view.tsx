import { useCallback, useState } from 'react';
import { SelectField } from '../../../components/form/select-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { downloadSweepReport } from '../api/download-sweep-report.ts';
import { getAdminOnchainPayments, type OnchainFilter } from '../api/get-admin-onchain-payments.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';
import { OnchainPaymentCard } from './onchain-payment-card.tsx';

const FILTERS = [
  { value: 'review', label: 'Needs review' },
  { value: 'all', label: 'All' },
  { value: 'seen', label: 'Waiting for confirmations' },
  { value: 'credited', label: 'Credited' },
  { value: 'dropped', label: 'Dropped (reorganised)' },
  { value: 'resolved', label: 'Decided by an admin' },
] as const;

/** /admin/onchain: payments (review first), and the sweep report of every funded derived address. */
export function OnchainAdminView() {
  const [status, setStatus] = useState<OnchainFilter>('review');
  const load = useCallback(() => getAdminOnchainPayments(status), [status]);
  const list = useResource(load, ONCHAIN_DEFAULTS.fetchPayments);
  const sweep = useApiAction(downloadSweepReport, { fallback: ONCHAIN_DEFAULTS.sweep });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Status"
          value={status}
          options={FILTERS}
          onChange={(e) => setStatus(e.target.value as OnchainFilter)}
          className="flex max-w-xs flex-col gap-1"
        />
        <button
          type="button"
          disabled={sweep.pending}
          onClick={() => void sweep.run()}
          className="min-h-tap rounded-control border border-line-strong px-3 py-2 font-semibold hover:bg-surface-2 disabled:opacity-60"
        >
          {sweep.pending ? 'Reading balances...' : 'Sweep report (CSV)'}
        </button>
      </div>
      {list.error ? <LoadError message={list.error} onRetry={() => void list.reload()} /> : null}
      {!list.data && !list.error ? <p role="status">Loading on-chain payments...</p> : null}
      {list.data && list.data.length === 0 ? (
        <p className="text-fg-muted">
          {status === 'review' ? 'No payment waits for a decision' : 'No payments with this status'}
        </p>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <ul aria-label="On-chain payments" className="grid gap-3 lg:grid-cols-2">
          {list.data.map((p) => (
            <OnchainPaymentCard key={p.id} payment={p} onChanged={() => void list.reload()} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
