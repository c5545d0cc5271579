import { useCallback, useState } from 'react';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { getPayoutBatches } from '../api/get-payout-batches.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import { PayoutBatchCard } from './payout-batch-card.tsx';
import { PayoutBatchForm } from './payout-batch-form.tsx';

/**
 * Batch payouts on the withdrawals page: pending crypto withdrawals put together, exported (CSV,
 * Safe Transaction Builder) and paid with one signed multi-send, then marked paid with its hash.
 */
export function PayoutBatches() {
  const t = useT();
  const myId = useSessionStore((s) => s.user?.id);
  const load = useCallback(() => getPayoutBatches(), []);
  const [fallback] = useState(() => WITHDRAW_DEFAULTS.fetchBatches);
  const list = useResource(load, fallback);
  const reload = () => void list.reload();
  // The form loads the pending queue itself, only when an admin starts a batch.
  const [making, setMaking] = useState(false);
  return (
    <section aria-labelledby="payout-batches" className="flex flex-col gap-4">
      <h2 id="payout-batches" className="text-xl font-semibold">
        {t('adminMoney.batch.title')}
      </h2>
      {making ? (
        <PayoutBatchForm
          onCreated={() => {
            setMaking(false);
            reload();
          }}
        />
      ) : (
        <SecondaryButton className="self-start" onClick={() => setMaking(true)}>
          {t('adminMoney.batch.new')}
        </SecondaryButton>
      )}
      {list.error ? <LoadError message={list.error} onRetry={reload} /> : null}
      {!list.data && !list.error ? <p role="status">{t('adminMoney.batch.loading')}</p> : null}
      {list.data && list.data.items.length === 0 ? (
        <p className="text-fg-muted">{t('adminMoney.batch.empty')}</p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul aria-label={t('adminMoney.batch.list')} className="grid gap-3 lg:grid-cols-2">
          {list.data.items.map((b) => (
            <PayoutBatchCard key={b.id} batch={b} myId={myId} onChanged={reload} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
