import type { Withdrawal } from '../../../contract/withdrawals.ts';
import { useState } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import { screenFormat } from '../../../contract/locale-format.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getWithdrawals } from '../api/get-withdrawals.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';

/** The product's one word for each state (src/contract/status-words.ts), in the reader's language. */
const STATUS_WORDS: Record<Withdrawal['status'], MessageId> = {
  pending: 'withdraw.status.pending',
  approved: 'withdraw.status.approved',
  rejected: 'withdraw.status.rejected',
};

function WithdrawalRow({ item }: { item: Withdrawal }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="flex min-w-48 flex-1 flex-col gap-0.5">
        <span className="font-medium break-words">
          {item.accountName} · {item.methodName}
        </span>
        <span className="text-xs text-fg-muted">
          <span className="font-mono">{item.reference}</span> ·{' '}
          <time dateTime={item.createdAt}>{screenFormat().dateTime(item.createdAt)}</time>
        </span>
        {item.status === 'rejected' && item.rejectionReason ? (
          <span className="text-sm text-danger">{t('withdraw.log.rejected', { reason: item.rejectionReason })}</span>
        ) : null}
        {item.payoutReference ? (
          <span className="text-sm break-all">
            {t('withdraw.log.payoutReference', { reference: item.payoutReference })}
          </span>
        ) : null}
        {item.status === 'pending' && item.processingTime ? (
          <span className="text-xs text-fg-muted">
            {t('withdraw.log.processingTime', { time: item.processingTime })}
          </span>
        ) : null}
      </div>
      <div className="ml-auto flex flex-col items-end gap-1 text-right nowrap-value">
        <span className="font-semibold tabular-nums">{formatMoney(-item.amount)}</span>
        <span className="text-xs text-fg-muted">
          {t('withdraw.log.chargeReceive', {
            charge: formatMoney(item.charge),
            receive: formatMoney(item.receiveAmount),
          })}
        </span>
        <StatusBadge status={item.status} label={t(STATUS_WORDS[item.status])} />
      </div>
    </li>
  );
}

/** Withdraw Log: status, reason and payout reference of each request, newest first. */
export function WithdrawLog() {
  const t = useT();
  // Read once per visit: a language switch must not reload the page's data (the calls translate their own errors).
  const [fallback] = useState(() => WITHDRAW_DEFAULTS.fetchWithdrawals);
  const list = usePagedList(getWithdrawals, fallback, { cacheKey: 'withdrawals' });
  return (
    <PagedListFrame
      state={{ ...list, itemCount: list.items.length }}
      loadingText={t('withdraw.log.loading')}
      emptyText={t('withdraw.log.empty')}
      className="flex flex-col gap-4"
    >
      <StaleNotice state={list} />
      <ul aria-label={t('withdraw.log.list')} className="divide-y divide-line">
        {list.items.map((item) => (
          <WithdrawalRow key={item.id} item={item} />
        ))}
      </ul>
    </PagedListFrame>
  );
}
