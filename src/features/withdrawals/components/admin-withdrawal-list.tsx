import { formatMoney } from '../../../contract/cents.ts';
import type { AdminWithdrawal } from '../../../contract/withdrawals.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import type { StatusFilterValue } from '../../../components/admin/status-filters.ts';
import { ReviewQueue } from '../../../components/admin/review-queue.tsx';
import type { Column } from '../../../components/table/data-table.tsx';
import { approveWithdrawal } from '../api/approve-withdrawal.ts';
import { bulkApproveWithdrawals } from '../api/bulk-approve-withdrawals.ts';
import { getWithdrawalQueue } from '../api/get-withdrawal-queue.ts';
import { rejectWithdrawal } from '../api/reject-withdrawal.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import { usePayoutFieldLabel } from '../use-payout-field-label.ts';
import { useFourEyesNotice } from '../../../lib/staff-access.ts';
import { useMemo } from 'react';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

type FieldLabel = (key: string) => string;

const detailsOf = (w: AdminWithdrawal, fieldLabel: FieldLabel) =>
  Object.entries(w.details).map(([key, value]) => ({ label: fieldLabel(key), value }));

const columnsOf = (t: Translate, fieldLabel: FieldLabel): Column<AdminWithdrawal>[] => [
  {
    header: t('adminMoney.withdrawal.amount'),
    nowrap: true,
    cell: (w) => (
      <span className="flex flex-col items-end tabular-nums @2xl:items-start">
        <span className="font-semibold">{formatMoney(w.amount)}</span>
        <span className="text-caption text-fg-muted">
          {t('adminMoney.withdrawal.payOutAmount', { amount: formatMoney(w.receiveAmount) })}
        </span>
        {w.awaitingApproval ? (
          <span className="text-caption font-semibold text-warning">{t('adminMoney.withdrawal.sentForApproval')}</span>
        ) : null}
      </span>
    ),
  },
  {
    header: t('adminMoney.withdrawal.account'),
    priority: 'low',
    cell: (w) => (
      <span className="flex min-w-0 flex-col items-end @2xl:items-start">
        <span>
          {w.methodName} · {w.accountName}
        </span>
        {detailsOf(w, fieldLabel).map((d) => (
          <span key={d.label} className="max-w-full text-caption text-fg-muted [overflow-wrap:anywhere]">
            {d.label}: {d.value}
          </span>
        ))}
        {w.payoutReference ? (
          <span className="text-caption">{t('adminMoney.withdrawal.payoutRef', { reference: w.payoutReference })}</span>
        ) : null}
        {w.rejectionReason ? (
          <span className="text-caption">{t('adminMoney.withdrawal.reason', { reason: w.rejectionReason })}</span>
        ) : null}
      </span>
    ),
  },
];

/** The confirmation restates who is paid, how much, and where to. */
const summaryOf = (t: Translate, fieldLabel: FieldLabel, w: AdminWithdrawal) => [
  { label: t('adminMoney.withdrawal.user'), value: `${w.user.email} (@${w.user.username})` },
  { label: t('adminMoney.withdrawal.reference'), value: w.reference },
  { label: t('adminMoney.withdrawal.method'), value: `${w.methodName} (${w.currency})` },
  { label: t('adminMoney.withdrawal.account'), value: w.accountName },
  ...detailsOf(w, fieldLabel),
  { label: t('adminMoney.withdrawal.amount'), value: formatMoney(w.amount) },
  { label: t('adminMoney.withdrawal.charge'), value: formatMoney(w.charge) },
  { label: t('adminMoney.withdrawal.payOut'), value: formatMoney(w.receiveAmount), strong: true },
];

function WithdrawalActions({ item, onChanged }: { item: AdminWithdrawal; onChanged: () => void }) {
  const t = useT();
  const fourEyes = useFourEyesNotice(item.amount);
  const fieldLabel = usePayoutFieldLabel();
  const summary = summaryOf(t, fieldLabel, item);
  return (
    <ReviewActions
      subject={t('adminMoney.withdrawal.subject', { reference: item.reference })}
      summary={
        fourEyes ? [...summary, { label: t('adminMoney.withdrawal.fourEyes'), value: fourEyes, strong: true }] : summary
      }
      fallback={WITHDRAW_DEFAULTS.review}
      approveLabel={t('adminMoney.withdrawal.markPaid')}
      markPaid
      approveNoteLabel={t('adminMoney.withdrawal.payoutReference')}
      onApprove={(note, key) => approveWithdrawal(item.id, note, key)}
      onReject={(reason, key) => rejectWithdrawal(item.id, reason, key)}
      onDone={onChanged}
    />
  );
}

/** Admin review of withdrawals: a searchable, sortable table; mark paid or reject (refund) each, or mark a selection paid. */
export function AdminWithdrawalList({ initialFilter }: { initialFilter?: StatusFilterValue }) {
  const t = useT();
  const fieldLabel = usePayoutFieldLabel();
  const columns = useMemo(() => columnsOf(t, fieldLabel), [t, fieldLabel]);
  return (
    <ReviewQueue
      initialFilter={initialFilter}
      label={t('adminMoney.withdrawal.requests')}
      tableLabel={t('adminMoney.withdrawal.list')}
      noun="withdrawal"
      loadingText={t('adminMoney.withdrawal.loading')}
      emptyText={t('adminMoney.withdrawal.empty')}
      fallback={WITHDRAW_DEFAULTS.fetchWithdrawals}
      loadPage={getWithdrawalQueue}
      columns={columns}
      Actions={WithdrawalActions}
      approveLabel={t('adminMoney.withdrawal.markPaid')}
      markPaid
      bulkApprove={bulkApproveWithdrawals}
    />
  );
}
