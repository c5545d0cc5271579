import type { AdminOnchainPayment } from '../../../contract/onchain.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { chainName } from '../../../contract/evm-chains.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import { resolveOnchainPayment } from '../api/resolve-onchain-payment.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';
import { CreditAtAmount } from './credit-at-amount.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

const REASON = {
  under_minimum: 'admin.onchain.reason.underMinimum',
  over_maximum: 'admin.onchain.reason.overMaximum',
  wrong_asset: 'admin.onchain.reason.wrongAsset',
  unrepresentable: 'admin.onchain.reason.unrepresentable',
} as const;
const STATUS = {
  seen: 'admin.onchain.state.seen',
  review: 'admin.onchain.state.review',
  credited: 'admin.onchain.state.credited',
  dropped: 'admin.onchain.state.dropped',
  resolved: 'admin.onchain.state.resolved',
  awaiting_approval: 'admin.review.sentForApproval',
} as const;

/** One payment: amount, user, tx hash with its explorer link, status; credit or dismiss while in review. */
export function OnchainPaymentCard({ payment: p, onChanged }: { payment: AdminOnchainPayment; onChanged: () => void }) {
  const t = useT();
  const asset = p.reviewReason === 'wrong_asset' ? (p.assetAddress ?? t('admin.onchain.nativeCoin')) : p.asset;
  const known = STATUS[p.status as keyof typeof STATUS];
  const status = known ? t(known) : p.status;
  const subject = t('admin.onchain.subject', { hash: p.txHash.slice(0, 10) });
  const needsAmount = p.reviewReason !== null && p.reviewReason !== 'under_minimum';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">
          {`${p.assetAmount} ${p.reviewReason === 'wrong_asset' ? '' : p.asset}`.trim()}
        </span>
        <span className="text-label">
          {p.reviewReason
            ? `${status} · ${t(REASON[p.reviewReason])}`
            : `${status} · ${t('admin.onchain.confirmations', { done: p.confirmations, required: p.required })}`}
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
        <p className="text-caption text-fg-muted [overflow-wrap:anywhere]">
          {t('admin.onchain.assetReceived', { asset })}
        </p>
      ) : null}
      {p.reviewReason === 'unrepresentable' ? (
        <p className="text-caption text-fg-muted [overflow-wrap:anywhere]">
          {t('admin.onchain.rawValue', { units: p.amountUnits })}
        </p>
      ) : null}
      {p.status === 'review' && needsAmount ? (
        <p className="text-sm">
          {t('admin.onchain.setAmount', { min: formatMoney(p.limits.min), max: formatMoney(p.limits.max) })}
        </p>
      ) : null}
      {p.resolutionNote ? <p className="text-sm">{t('admin.onchain.decision', { note: p.resolutionNote })}</p> : null}
      {p.reorgReportedAt ? <p className="text-sm text-danger">{t('admin.onchain.reorg')}</p> : null}
      {p.status === 'review' && !needsAmount ? (
        <ReviewActions
          subject={subject}
          summary={[
            { label: t('admin.onchain.user'), value: p.user.email },
            { label: t('admin.onchain.amount'), value: formatMoney(p.amount), strong: true },
          ]}
          fallback={ONCHAIN_DEFAULTS.resolve}
          approveLabel={t('admin.onchain.credit')}
          onApprove={(note, key) => resolveOnchainPayment(p.id, 'credit', note || 'Credited after review', key)}
          onReject={(reason, key) => resolveOnchainPayment(p.id, 'dismiss', reason, key)}
          onDone={onChanged}
        />
      ) : null}
      {p.status === 'review' && needsAmount ? (
        <div className="flex flex-wrap gap-2">
          <CreditAtAmount payment={p} onDone={onChanged} />
          <ReviewActions
            subject={subject}
            summary={[{ label: t('admin.onchain.user'), value: p.user.email }]}
            fallback={ONCHAIN_DEFAULTS.resolve}
            approveLabel={t('admin.onchain.markHandled')}
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
