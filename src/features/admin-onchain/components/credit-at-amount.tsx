import { useRef, useState } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import type { AdminOnchainPayment } from '../../../contract/onchain.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { notify } from '../../../lib/toast.tsx';
import { resolveOnchainPayment } from '../api/resolve-onchain-payment.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const button =
  'min-h-tap rounded-control bg-emerald-700 px-3 py-2 text-label font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/**
 * Credit a payment held for review at an amount the admin sets (over the maximum, another asset,
 * too large to hold): the method's limits are shown beside the field and the server refuses
 * anything outside them. Above the four-eyes threshold the answer is "Sent for approval", toasted
 * as the server words it, and nothing has moved.
 */
export function CreditAtAmount({ payment: p, onDone }: { payment: AdminOnchainPayment; onDone: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const action = useApiAction(
    (value: number, text: string) => resolveOnchainPayment(p.id, 'credit', text, key.current, value),
    { fallback: ONCHAIN_DEFAULTS.resolve, toastErrors: false },
  );
  const hash = p.txHash.slice(0, 10);
  const value = Number(amount);
  const valid = amount.trim() !== '' && Number.isFinite(value) && value >= p.limits.min && value <= p.limits.max;

  async function confirm() {
    const result = await action.run(value, note.trim() || 'Credited at an amount set after review');
    if (!result.ok) return setError(result.error.message);
    notify.success(result.data.approval?.status === 'pending' ? result.data.message : t('admin.onchain.credited'));
    key.current = crypto.randomUUID();
    setOpen(false);
    onDone();
  }

  return (
    <>
      <button
        type="button"
        className={button}
        aria-label={t('admin.onchain.creditAmountFor', { hash })}
        onClick={() => (setError(null), setOpen(true))}
      >
        {t('admin.onchain.creditAmount')}
      </button>
      {open ? (
        <ConfirmDialog
          title={t('admin.onchain.creditTitle', { hash })}
          rows={[
            { label: t('admin.onchain.user'), value: p.user.email },
            { label: t('admin.onchain.received'), value: `${p.assetAmount} ${p.asset}` },
            { label: t('admin.onchain.credit'), value: valid ? formatMoney(value) : '—', strong: true },
          ]}
          tone="approve"
          confirmLabel={t('admin.onchain.confirmCredit')}
          pendingLabel={t('admin.review.saving')}
          pending={action.pending}
          error={error}
          confirmDisabled={!valid}
          onConfirm={() => void confirm()}
          onCancel={() => setOpen(false)}
        >
          <TextField
            name="amount"
            label={t('admin.onchain.amountToCredit')}
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={action.fieldErrors['amount']}
            hint={t('admin.onchain.limitsHint', { min: formatMoney(p.limits.min), max: formatMoney(p.limits.max) })}
          />
          <TextField
            name="note"
            label={t('admin.review.note')}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            hint={t('admin.review.optional')}
          />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
