import { useRef, useState, type FormEvent } from 'react';
import type { PayoutBatch } from '../../../contract/payout-batches.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { notify } from '../../../lib/toast.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { approvePayoutBatch } from '../api/approve-payout-batch.ts';
import { cancelPayoutBatch } from '../api/cancel-payout-batch.ts';
import { downloadPayoutBatchCsv } from '../api/download-payout-batch-csv.ts';
import { downloadSafeBatch } from '../api/download-safe-batch.ts';
import { markPayoutBatchPaid } from '../api/mark-payout-batch-paid.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const STATUS = {
  awaiting_approval: 'adminMoney.batch.statusAwaiting',
  ready: 'adminMoney.batch.statusReady',
  paid: 'adminMoney.batch.statusPaid',
  cancelled: 'adminMoney.batch.statusCancelled',
} as const satisfies Record<PayoutBatch['status'], MessageId>;

/** One batch: its withdrawals, exports while it may be paid, the second admin's approval, and Mark paid with the hash. */
export function PayoutBatchCard({
  batch: b,
  myId,
  onChanged,
}: {
  batch: PayoutBatch;
  myId: string | undefined;
  onChanged: () => void;
}) {
  const t = useT();
  const [hash, setHash] = useState('');
  const key = useRef(crypto.randomUUID());
  const opts = { fallback: WITHDRAW_DEFAULTS.saveBatch };
  const done = (r: { ok: boolean }) => {
    if (!r.ok) return;
    key.current = crypto.randomUUID();
    onChanged();
  };
  const approve = useApiAction(() => approvePayoutBatch(b.id, key.current), {
    ...opts,
    successMessage: t('adminMoney.batch.approved', { reference: b.reference }),
  });
  const cancel = useApiAction(() => cancelPayoutBatch(b.id, key.current), {
    ...opts,
    successMessage: t('adminMoney.batch.cancelled', { reference: b.reference }),
  });
  // The server's answer says whether some withdrawals were paid with an exception; the card then lists them.
  const paid = useApiAction((h: string) => markPayoutBatchPaid(b.id, h, key.current), opts);
  const csv = useApiAction(() => downloadPayoutBatchCsv(b.id, b.reference), {
    fallback: WITHDRAW_DEFAULTS.exportBatch,
  });
  const safe = useApiAction(() => downloadSafeBatch(b.id, b.reference), { fallback: WITHDRAW_DEFAULTS.exportBatch });
  const open = b.status === 'ready' || b.status === 'awaiting_approval';

  async function onPaid(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hash.trim()) return;
    const result = await paid.run(hash.trim());
    if (result.ok) notify.success(result.data.message);
    done(result);
  }
  const exceptions = b.items.filter((i) => i.exception);

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">
          {b.reference} · {t(STATUS[b.status])}
        </span>
        <span className="nowrap-value font-semibold tabular-nums">{formatMoney(b.netTotal)}</span>
      </div>
      <p className="text-caption text-fg-muted">
        <time dateTime={b.createdAt}>{formatDateTime(b.createdAt)}</time> ·{' '}
        {t('adminMoney.batch.withdrawals', { count: b.items.length })}
        {b.chainId !== null
          ? t('adminMoney.batch.chain', {
              chainId: b.chainId,
              token: b.tokenAddress ?? t('adminMoney.batch.nativeCoin'),
            })
          : ''}
        {b.transactionHash ? t('adminMoney.batch.tx', { hash: b.transactionHash }) : ''}
      </p>
      <ul className="text-sm [overflow-wrap:anywhere]">
        {b.items.map((i) => (
          <li key={i.withdrawalId}>
            {i.reference} · {i.user.email} · {i.assetAmount} {t('adminMoney.batch.to')} <code>{i.address}</code>
            {i.transactionHash && i.transactionHash !== b.transactionHash ? (
              <>
                {' '}
                · {t('adminMoney.batch.ownTx')} <code>{i.transactionHash}</code>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {exceptions.length > 0 ? (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-warning dark:border-amber-800 dark:bg-amber-950"
        >
          <p className="font-semibold">{t('adminMoney.batch.exceptions', { count: exceptions.length })}</p>
          <ul className="list-disc pl-5 [overflow-wrap:anywhere]">
            {exceptions.map((i) => (
              <li key={i.withdrawalId}>
                {i.reference} ({i.user.email}): {i.exception}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {b.status === 'ready' ? (
        <div className="flex flex-wrap gap-2">
          <SecondaryButton disabled={csv.pending} onClick={() => void csv.run()}>
            {csv.pending ? t('adminMoney.batch.exporting') : t('adminMoney.batch.exportCsv')}
          </SecondaryButton>
          {b.chainId !== null ? (
            <SecondaryButton disabled={safe.pending} onClick={() => void safe.run()}>
              {safe.pending ? t('adminMoney.batch.exporting') : t('adminMoney.batch.exportSafe')}
            </SecondaryButton>
          ) : null}
        </div>
      ) : null}
      {b.status === 'awaiting_approval' && b.createdBy !== myId ? (
        <SecondaryButton disabled={approve.pending} onClick={() => void approve.run().then(done)}>
          {t('adminMoney.batch.approve', { reference: b.reference })}
        </SecondaryButton>
      ) : null}
      {b.status === 'awaiting_approval' && b.createdBy === myId ? (
        <p className="text-sm text-fg-muted">{t('adminMoney.batch.ownBatch')}</p>
      ) : null}
      {b.status === 'ready' ? (
        <form noValidate onSubmit={(e) => void onPaid(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            name="transaction_hash"
            label={t('adminMoney.batch.hash')}
            placeholder={b.chainId !== null ? t('adminMoney.batch.hashPlaceholder') : undefined}
            value={hash}
            onChange={(e) => setHash(e.target.value)}
            error={paid.fieldErrors['transaction_hash']}
            className="flex grow flex-col gap-1"
          />
          <SubmitButton pending={paid.pending} pendingLabel={t('adminMoney.batch.markingPaid')} disabled={!hash.trim()}>
            {t('adminMoney.batch.markPaid')}
          </SubmitButton>
        </form>
      ) : null}
      {open ? (
        <SecondaryButton disabled={cancel.pending} onClick={() => void cancel.run().then(done)}>
          {t('adminMoney.batch.cancel', { reference: b.reference })}
        </SecondaryButton>
      ) : null}
    </li>
  );
}
