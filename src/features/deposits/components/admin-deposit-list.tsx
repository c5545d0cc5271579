import type { AdminDeposit } from '../../../contract/deposits.ts';
import { formatDecimal, formatMoney } from '../../../contract/cents.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import type { StatusFilterValue } from '../../../components/admin/status-filters.ts';
import { ReviewQueue } from '../../../components/admin/review-queue.tsx';
import type { Column } from '../../../components/table/data-table.tsx';
import { approveDeposit } from '../api/approve-deposit.ts';
import { bulkApproveDeposits } from '../api/bulk-approve-deposits.ts';
import { getDepositQueue } from '../api/get-deposit-queue.ts';
import { rejectDeposit } from '../api/reject-deposit.ts';
import type { Translate } from '../../../lib/i18n/use-t.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useMemo } from 'react';
import { ProofViewer } from './proof-viewer.tsx';
import { TransactionHash } from './transaction-hash.tsx';

const methodOf = (d: AdminDeposit) =>
  d.network && !d.methodName.includes(d.network) ? `${d.methodName} (${d.network})` : d.methodName;

const columnsOf = (t: Translate): Column<AdminDeposit>[] => [
  {
    header: t('deposit.admin.amount'),
    nowrap: true,
    cell: (d) => (
      <span className="flex flex-col items-end tabular-nums @2xl:items-start">
        <span className="font-semibold">{formatMoney(d.amount)}</span>
        <span className="text-caption text-fg-muted">
          {t('deposit.admin.credit', { amount: formatMoney(d.receiveAmount) })}
        </span>
      </span>
    ),
  },
  {
    header: t('deposit.admin.method'),
    cell: (d) => (
      <span className="flex flex-col items-end @2xl:items-start">
        <span>{methodOf(d)}</span>
        <span className="text-caption text-fg-muted whitespace-nowrap">
          {t('deposit.admin.pay', { amount: formatDecimal(d.payAmount, d.currency) })}
        </span>
      </span>
    ),
    priority: 'low',
  },
  {
    header: t('deposit.admin.proof'),
    priority: 'low',
    cell: (d) => (
      <span className="flex flex-col items-end gap-1 @2xl:items-start">
        {d.hasProof ? (
          <ProofViewer depositId={d.id} asAdmin name={d.proofName} />
        ) : (
          <span className="text-fg-muted">{t('deposit.admin.noProof')}</span>
        )}
        <TransactionHash hash={d.transactionHash} />
      </span>
    ),
  },
];

/** The confirmation restates who is credited, how much, and by which method. */
const summaryOf = (t: Translate, d: AdminDeposit) => [
  { label: t('deposit.admin.user'), value: `${d.user.email} (@${d.user.username})` },
  { label: t('deposit.details.reference'), value: d.reference },
  { label: t('deposit.admin.method'), value: methodOf(d) },
  { label: t('deposit.admin.amount'), value: formatMoney(d.amount) },
  { label: t('deposit.details.charge'), value: formatMoney(d.charge) },
  { label: t('deposit.admin.creditToMain'), value: formatMoney(d.receiveAmount), strong: true },
];

function DepositActions({ item, onChanged }: { item: AdminDeposit; onChanged: () => void }) {
  const t = useT();
  // Stripe's webhook or the reconciliation job settles a card deposit; the server refuses a review.
  if (item.kind === 'card') return <span className="text-sm text-fg-muted">{t('deposit.admin.waitingStripe')}</span>;
  return (
    <ReviewActions
      subject={`deposit ${item.reference}`}
      summary={summaryOf(t, item)}
      fallback={t('deposit.error.review')}
      onApprove={(_note, key) => approveDeposit(item.id, key)}
      onReject={(reason, key) => rejectDeposit(item.id, reason, key)}
      onDone={onChanged}
      evidence={
        <div className="flex flex-col gap-3">
          {item.hasProof ? (
            <ProofViewer depositId={item.id} asAdmin name={item.proofName} />
          ) : (
            <p className="text-label text-fg-muted">{t('deposit.admin.noProofUploaded')}</p>
          )}
          <TransactionHash hash={item.transactionHash} />
        </div>
      }
    />
  );
}

/** Admin review of deposits: a searchable, sortable table; approve or reject each, or approve a selection. */
export function AdminDepositList({ initialFilter }: { initialFilter?: StatusFilterValue }) {
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <ReviewQueue
      initialFilter={initialFilter}
      label={t('deposit.admin.requests')}
      tableLabel={t('deposit.log.list')}
      noun="deposit"
      loadingText={t('deposit.log.loading')}
      emptyText={t('deposit.admin.emptyStatus')}
      fallback={t('deposit.error.fetchDeposits')}
      loadPage={getDepositQueue}
      columns={columns}
      Actions={DepositActions}
      approveLabel={t('deposit.admin.approve')}
      bulkApprove={bulkApproveDeposits}
    />
  );
}
