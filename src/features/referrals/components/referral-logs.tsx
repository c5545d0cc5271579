import type { ReferralLog } from '../../../contract/referrals.ts';
import { DEFAULT_CURRENCY } from '../../../contract/wallet-types.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SignedAmount } from '../../../components/money/signed-amount.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { formatMoney } from '../../../contract/cents.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getReferralLogs } from '../api/get-referral-logs.ts';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';

function LogRow({ log }: { log: ReferralLog }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="flex flex-col gap-0.5">
        <span className="font-medium">
          Level {log.level} {log.source} commission from {log.fromUsername}
        </span>
        <span className="text-xs text-fg-muted">
          {log.percent}% of {formatMoney(log.sourceAmount, DEFAULT_CURRENCY)} ·{' '}
          <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
        </span>
      </div>
      <SignedAmount amount={log.amount} currency={DEFAULT_CURRENCY} direction="credit" />
    </li>
  );
}

/** Commissions earned, newest first; the default error is "Failed to fetch referral logs". */
export function ReferralLogs() {
  const list = usePagedList(getReferralLogs, DEFAULTS.fetchReferralLogs, { cacheKey: 'referral-logs' });
  let body;
  if (list.loading === 'first') body = <p role="status">Loading referral logs...</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-fg-muted">No referral commissions yet</p>;
  else
    body = (
      <ul aria-label="Referral commissions" className="divide-y divide-line">
        {list.items.map((log) => (
          <LogRow key={log.id} log={log} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="referral-logs-title" className="flex flex-col gap-3">
      <h2 id="referral-logs-title" className="text-lg font-semibold">
        Referral logs
      </h2>
      <StaleNotice state={list} />
      {body}
      {list.error && list.items.length > 0 ? <LoadError message={list.error} onRetry={list.retry} /> : null}
      {list.nextCursor && !list.error ? (
        <SecondaryButton onClick={list.loadMore} disabled={list.loading === 'more'} className="self-start">
          {list.loading === 'more' ? 'Loading...' : 'Load more'}
        </SecondaryButton>
      ) : null}
    </section>
  );
}
