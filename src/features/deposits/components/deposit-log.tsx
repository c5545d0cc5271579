import { Link } from '@tanstack/react-router';
import type { Deposit } from '../../../contract/deposits.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getDeposits } from '../api/get-deposits.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { depositStatusLabel } from '../deposit-status-label.ts';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';

function DepositRow({ item }: { item: Deposit }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="flex min-w-48 flex-1 flex-col gap-0.5">
        <Link
          to="/user/deposit/$depositId"
          params={{ depositId: item.id }}
          className="inline-flex min-h-tap items-center self-start font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {item.methodName}
        </Link>
        <span className="text-xs text-fg-muted">
          <span className="font-mono">{item.reference}</span> ·{' '}
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </span>
        {item.status === 'rejected' && item.rejectionReason ? (
          <span className="text-sm text-danger">{t('deposit.log.reason', { reason: item.rejectionReason })}</span>
        ) : null}
      </div>
      <div className="ml-auto flex flex-col items-end gap-1 text-right nowrap-value">
        <span className="font-semibold tabular-nums">{formatMoney(item.amount)}</span>
        {item.status === 'rejected' ? (
          <span className="max-w-56 text-caption whitespace-normal text-fg-muted">{t('deposit.log.notCredited')}</span>
        ) : item.charge > 0 ? (
          // The fee sentence runs longer in Spanish and French: it wraps, the amounts above do not.
          <span className="max-w-56 text-caption whitespace-normal text-fg-muted">
            {t(item.status === 'approved' ? 'deposit.log.feeCredited' : 'deposit.log.feeCreditedOnApproval', {
              fee: formatMoney(item.charge),
              amount: formatMoney(item.receiveAmount),
            })}
          </span>
        ) : null}
        <StatusBadge status={item.status} label={depositStatusLabel(t, item.status)} />
      </div>
    </li>
  );
}

/** Add Money Log: the user's deposits, newest first, with "Load more". */
export function DepositLog() {
  const t = useT();
  const list = usePagedList(getDeposits, t('deposit.error.fetchDeposits'), { cacheKey: 'deposits' });
  return (
    <PagedListFrame
      state={{ ...list, itemCount: list.items.length }}
      loadingText={t('deposit.log.loading')}
      emptyText={t('deposit.log.empty')}
      className="flex flex-col gap-4"
    >
      <StaleNotice state={list} />
      <ul aria-label={t('deposit.log.list')} className="divide-y divide-line">
        {list.items.map((item) => (
          <DepositRow key={item.id} item={item} />
        ))}
      </ul>
    </PagedListFrame>
  );
}
