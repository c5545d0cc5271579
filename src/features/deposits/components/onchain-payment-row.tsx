import type { OnchainPayment } from '../../../contract/onchain.ts';
import { formatMoney } from '../../../contract/cents.ts';

const REVIEW_TEXT: Record<string, string> = {
  under_minimum: 'Below the minimum: our team reviews it',
  over_maximum: 'Above the maximum: our team reviews it',
  wrong_asset: 'Another asset than this method takes: our team reviews it',
  unrepresentable: 'An amount too large to credit as received: our team reviews it',
};

/** One payment to the personal address: its confirmations as they come, then the credit. */
export function OnchainPaymentRow({ payment, asset }: { payment: OnchainPayment; asset: string }) {
  const short = `${payment.txHash.slice(0, 10)}…${payment.txHash.slice(-6)}`;
  return (
    <li className="flex flex-col gap-1 rounded-control border border-line p-3">
      <p className="font-semibold">
        {payment.assetAmount} {asset}
      </p>
      {payment.status === 'seen' ? (
        <>
          <p role="status" aria-live="polite">{`${payment.confirmations} of ${payment.required} confirmations`}</p>
          <progress
            className="h-2 w-full"
            max={payment.required}
            value={payment.confirmations}
            aria-label="Confirmations"
          />
        </>
      ) : null}
      {payment.status === 'credited' || (payment.status === 'resolved' && payment.depositId) ? (
        <p
          role="status"
          className="text-success"
        >{`Credited: ${formatMoney(payment.amount)} added to your Main Wallet`}</p>
      ) : null}
      {payment.status === 'resolved' && !payment.depositId ? (
        <p className="text-fg-muted">Reviewed by our team; see your messages.</p>
      ) : null}
      {payment.status === 'review' || payment.status === 'awaiting_approval' ? (
        <p className="text-fg-muted">{REVIEW_TEXT[payment.reviewReason ?? ''] ?? 'Under review'}</p>
      ) : null}
      {payment.status === 'dropped' ? (
        <p className="text-danger">This transaction is no longer on the chain and was not credited.</p>
      ) : null}
      <p className="text-caption text-fg-muted">
        {payment.explorerUrl ? (
          <a
            className="underline"
            href={payment.explorerUrl}
            target="_blank"
            rel="noreferrer"
          >{`Transaction ${short}`}</a>
        ) : (
          `Transaction ${short}`
        )}
      </p>
    </li>
  );
}
