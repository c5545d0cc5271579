import type { OnchainPayment } from '../../../contract/onchain.ts';
import { formatMoney } from '../../../contract/cents.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const REVIEW_TEXT: Record<string, MessageId> = {
  under_minimum: 'deposit.onchain.review.underMinimum',
  over_maximum: 'deposit.onchain.review.overMaximum',
  wrong_asset: 'deposit.onchain.review.wrongAsset',
  unrepresentable: 'deposit.onchain.review.unrepresentable',
};

/** One payment to the personal address: its confirmations as they come, then the credit. */
export function OnchainPaymentRow({ payment, asset }: { payment: OnchainPayment; asset: string }) {
  const t = useT();
  const short = `${payment.txHash.slice(0, 10)}…${payment.txHash.slice(-6)}`;
  return (
    <li className="flex flex-col gap-1 rounded-control border border-line p-3">
      <p className="font-semibold">
        {payment.assetAmount} {asset}
      </p>
      {payment.status === 'seen' ? (
        <>
          <p role="status" aria-live="polite">
            {t('deposit.onchain.confirmations', {
              count: payment.required,
              done: payment.confirmations,
            })}
          </p>
          <progress
            className="h-2 w-full"
            max={payment.required}
            value={payment.confirmations}
            aria-label={t('deposit.onchain.confirmationsLabel')}
          />
        </>
      ) : null}
      {payment.status === 'credited' || (payment.status === 'resolved' && payment.depositId) ? (
        <p role="status" className="text-success">
          {t('deposit.onchain.credited', { amount: formatMoney(payment.amount) })}
        </p>
      ) : null}
      {payment.status === 'resolved' && !payment.depositId ? (
        <p className="text-fg-muted">{t('deposit.onchain.resolved')}</p>
      ) : null}
      {payment.status === 'review' || payment.status === 'awaiting_approval' ? (
        <p className="text-fg-muted">{t(REVIEW_TEXT[payment.reviewReason ?? ''] ?? 'deposit.onchain.review.other')}</p>
      ) : null}
      {payment.status === 'dropped' ? <p className="text-danger">{t('deposit.onchain.dropped')}</p> : null}
      <p className="text-caption text-fg-muted">
        {payment.explorerUrl ? (
          <a className="underline" href={payment.explorerUrl} target="_blank" rel="noreferrer">
            {t('deposit.onchain.transaction', { hash: short })}
          </a>
        ) : (
          t('deposit.onchain.transaction', { hash: short })
        )}
      </p>
    </li>
  );
}
