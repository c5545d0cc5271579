import type { AdminOnchainPayment } from '../../../contract/onchain.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { chainName } from '../../../contract/evm-chains.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import { resolveOnchainPayment } from '../api/resolve-onchain-payment.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';
import { CreditAtAmount } from './credit-at-amount.tsx';

const REASON = {
  under_minimum: 'Under the minimum',
  over_maximum: 'Over the maximum',
  wrong_asset: 'Another asset',
  unrepresentable: 'Too large to credit as received',
} as const;
const STATUS: Partial<Record<AdminOnchainPayment['status'], string>> = {
  awaiting_approval: 'Sent for a second admin’s approval',
};

/** One payment: amount, user, tx hash with its explorer link, status; credit or dismiss while in review. */
export function OnchainPaymentCard({ payment: p, onChanged }: { payment: AdminOnchainPayment; onChanged: () => void }) {
  const asset = p.reviewReason === 'wrong_asset' ? (p.assetAddress ?? 'native coin') : p.asset;
  const status = STATUS[p.status] ?? p.status;
  const needsAmount = p.reviewReason !== null && p.reviewReason !== 'under_minimum';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">
          {`${p.assetAmount} ${p.reviewReason === 'wrong_asset' ? '' : p.asset}`.trim()}
        </span>
        <span className="text-label">
          {p.reviewReason ? `${status} · ${REASON[p.reviewReason]}` : `${status} · ${p.confirmations} of ${p.required}`}
        </span>
      </div>
      <p className="text-sm">{`${p.user.email} · ${p.methodName} · ${chainName(p.chainId)}${p.amount > 0 ? ` · ${formatMoney(p.amount)}` : ''}`}</p>
      <p className="text-caption [overflow-wrap:anywhere]">
        {p.explorerUrl ? (
          <a className="underline" href={p.explorerUrl} target="_blank" rel="noreferrer">
            {p.txHash}
          </a>
        ) : (
          p.txHash
        )}
      </p>
      {p.reviewReason === 'wrong_asset' ? (
        <p className="text-caption text-fg-muted [overflow-wrap:anywhere]">{`Asset received: ${asset}`}</p>
      ) : null}
      {p.reviewReason === 'unrepresentable' ? (
        <p className="text-caption text-fg-muted [overflow-wrap:anywhere]">{`Raw value: ${p.amountUnits} units, more than can be credited exactly`}</p>
      ) : null}
      {p.status === 'review' && needsAmount ? (
        <p className="text-sm">{`Credited only at an amount you set, between ${formatMoney(p.limits.min)} and ${formatMoney(p.limits.max)}.`}</p>
      ) : null}
      {p.resolutionNote ? <p className="text-sm">{`Decision: ${p.resolutionNote}`}</p> : null}
      {p.reorgReportedAt ? (
        <p className="text-sm text-danger">
          Deep reorganisation: this credited payment left the canonical chain. Check and reverse if needed.
        </p>
      ) : null}
      {p.status === 'review' && !needsAmount ? (
        <ReviewActions
          subject={`payment ${p.txHash.slice(0, 10)}`}
          summary={[
            { label: 'User', value: p.user.email },
            { label: 'Amount', value: formatMoney(p.amount), strong: true },
          ]}
          fallback={ONCHAIN_DEFAULTS.resolve}
          approveLabel="Credit"
          onApprove={(note, key) => resolveOnchainPayment(p.id, 'credit', note || 'Credited after review', key)}
          onReject={(reason, key) => resolveOnchainPayment(p.id, 'dismiss', reason, key)}
          onDone={onChanged}
        />
      ) : null}
      {p.status === 'review' && needsAmount ? (
        <div className="flex flex-wrap gap-2">
          <CreditAtAmount payment={p} onDone={onChanged} />
          <ReviewActions
            subject={`payment ${p.txHash.slice(0, 10)}`}
            summary={[{ label: 'User', value: p.user.email }]}
            fallback={ONCHAIN_DEFAULTS.resolve}
            approveLabel="Mark handled"
            onApprove={(note, key) =>
              resolveOnchainPayment(p.id, 'dismiss', note || 'Handled outside the platform', key)
            }
            onReject={(reason, key) => resolveOnchainPayment(p.id, 'dismiss', reason, key)}
            onDone={onChanged}
          />
        </div>
      ) : null}
    </li>
  );
}
