import type { TransferLogItem } from '../../../contract/transfers.ts';
import { DEFAULT_CURRENCY } from '../../../contract/wallet-types.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { SignedAmount } from '../../../components/money/signed-amount.tsx';
import { screenFormat } from '../../../contract/locale-format.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getTransferLogs } from '../api/get-transfer-logs.ts';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';

/** Each state's word; a state the client does not know yet shows as the server sends it. */
const STATUS_WORDS: Record<string, MessageId> = {
  completed: 'send.log.status.completed',
  pending: 'send.log.status.pending',
  failed: 'send.log.status.failed',
  reversed: 'send.log.status.reversed',
};

function TransferRow({ item }: { item: TransferLogItem }) {
  const t = useT();
  const sent = item.direction === 'sent';
  const who = item.counterpartyName ? `${item.counterpartyName} (${item.counterpartyEmail})` : item.counterpartyEmail;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="flex min-w-48 flex-1 flex-col gap-0.5">
        <span className="font-medium break-words">
          {t(sent ? 'send.log.sentTo' : 'send.log.receivedFrom', { who })}
        </span>
        {item.note ? (
          <span className="text-sm break-words text-fg-muted">{t('send.log.note', { note: item.note })}</span>
        ) : null}
        <span className="text-xs text-fg-muted">
          <span className="font-mono">{item.reference}</span> ·{' '}
          <time dateTime={item.createdAt}>{screenFormat().dateTime(item.createdAt)}</time>
        </span>
      </div>
      <div className="ml-auto flex flex-col items-end gap-1 text-right nowrap-value">
        <SignedAmount amount={item.amount} currency={DEFAULT_CURRENCY} direction={sent ? 'debit' : 'credit'} />
        {sent && item.charge > 0 ? (
          <span className="text-xs text-fg-muted">
            {t('send.log.fee', { fee: formatMoney(item.charge, DEFAULT_CURRENCY) })}
          </span>
        ) : null}
        <span className="text-xs capitalize text-fg-muted">
          {STATUS_WORDS[item.status] ? t(STATUS_WORDS[item.status] as MessageId) : item.status}
        </span>
      </div>
    </li>
  );
}

/** Sent and received transfers, newest first, with "Load more" over the keyset cursor. */
export function TransferLog() {
  const t = useT();
  const list = usePagedList(getTransferLogs, DEFAULTS.fetchTransferLogs, { cacheKey: 'transfers' });

  return (
    <PagedListFrame
      state={{ ...list, itemCount: list.items.length }}
      loadingText={t('send.log.loading')}
      emptyText={t('send.log.empty')}
      className="flex flex-col gap-4"
    >
      <StaleNotice state={list} />
      <ul aria-label={t('send.log.list')} className="divide-y divide-line">
        {list.items.map((item) => (
          <TransferRow key={item.id} item={item} />
        ))}
      </ul>
    </PagedListFrame>
  );
}
