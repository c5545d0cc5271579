import type { ReferralLog } from '../../../contract/referrals.ts';
import { useState } from 'react';
import { DEFAULT_CURRENCY } from '../../../contract/wallet-types.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SignedAmount } from '../../../components/money/signed-amount.tsx';
import { screenFormat } from '../../../contract/locale-format.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { formatMoney } from '../../../contract/cents.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getReferralLogs } from '../api/get-referral-logs.ts';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';

function LogRow({ log }: { log: ReferralLog }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="flex flex-col gap-0.5">
        <span className="font-medium">
          {t('referral.log.commission', { level: log.level, source: log.source, from: log.fromUsername })}
        </span>
        <span className="text-xs text-fg-muted">
          {t('referral.log.percentOf', {
            percent: screenFormat().percent(log.percent),
            amount: formatMoney(log.sourceAmount, DEFAULT_CURRENCY),
          })}{' '}
          · <time dateTime={log.createdAt}>{screenFormat().dateTime(log.createdAt)}</time>
        </span>
      </div>
      <SignedAmount amount={log.amount} currency={DEFAULT_CURRENCY} direction="credit" />
    </li>
  );
}

/** Commissions earned, newest first; the default error is "Failed to fetch referral logs". */
export function ReferralLogs() {
  const t = useT();
  // Read once per visit: a language switch must not reload the page's data (the calls translate their own errors).
  const [fallback] = useState(() => t('referral.error.fetchLogs'));
  const list = usePagedList(getReferralLogs, fallback, { cacheKey: 'referral-logs' });
  let body;
  if (list.loading === 'first') body = <p role="status">{t('referral.log.loading')}</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-fg-muted">{t('referral.log.empty')}</p>;
  else
    body = (
      <ul aria-label={t('referral.log.list')} className="divide-y divide-line">
        {list.items.map((log) => (
          <LogRow key={log.id} log={log} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="referral-logs-title" className="flex flex-col gap-3">
      <h2 id="referral-logs-title" className="text-lg font-semibold">
        {t('referral.log.title')}
      </h2>
      <StaleNotice state={list} />
      {body}
      {list.error && list.items.length > 0 ? <LoadError message={list.error} onRetry={list.retry} /> : null}
      {list.nextCursor && !list.error ? (
        <SecondaryButton onClick={list.loadMore} disabled={list.loading === 'more'} className="self-start">
          {list.loading === 'more' ? t('referral.log.loadingMore') : t('referral.log.loadMore')}
        </SecondaryButton>
      ) : null}
    </section>
  );
}
