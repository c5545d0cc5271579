import { useState } from 'react';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import type { Investment } from '../../../contract/investments.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getInvestments } from '../api/get-investments.ts';
import { money, returnText } from '../terms-text.ts';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';
import { ExitEarly } from './exit-early.tsx';
import { InvestmentChoices } from './investment-choices.tsx';

const STATUS_WORDS = {
  active: 'invest.status.active',
  completed: 'invest.status.completed',
  exited: 'invest.status.exited',
} as const satisfies Record<Investment['status'], MessageId>;

function InvestmentRow({ item: loaded }: { item: Investment }) {
  // A change or an exit answers the investment as it now is; the row shows that until the list reloads.
  const [item, setItem] = useState(loaded);
  const [exitedHere, setExitedHere] = useState(false);
  const t = useT();
  const periods =
    item.periods === null
      ? t('invest.log.paidLifetime', { paid: item.periodsPaid })
      : t('invest.log.paidLeft', { paid: item.periodsPaid, left: item.periodsLeft ?? 0 });
  const active = item.status === 'active';
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{item.schemaName}</span>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold capitalize ${active ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50' : 'bg-zinc-200 text-zinc-900 dark:bg-zinc-700 dark:text-zinc-50'}`}
        >
          {t(STATUS_WORDS[item.status])}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-fg-muted">{t('invest.amount')}</dt>
          <dd className="font-medium nowrap-value">{money(item.amount)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('invest.log.principalNow')}</dt>
          <dd className="font-medium nowrap-value">{money(item.principal)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('invest.log.projected')}</dt>
          <dd className="font-medium nowrap-value">
            {item.projectedAtMaturity === null ? '—' : money(item.projectedAtMaturity)}
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('invest.log.profitEarned')}</dt>
          <dd className="font-medium nowrap-value text-success">{money(item.profitPaid)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('invest.periodsLabel')}</dt>
          <dd className="font-medium">{periods}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('invest.nextProfit')}</dt>
          <dd className="font-medium">
            {item.nextProfitAt ? <time dateTime={item.nextProfitAt}>{formatDateTime(item.nextProfitAt)}</time> : '—'}
          </dd>
        </div>
      </dl>
      <span className="text-xs text-fg-muted">
        {returnText(item)} · {t('invest.log.perPeriod', { amount: money(item.profitPerPeriod) })} ·{' '}
        {t('invest.log.invested')} <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        {item.capitalBack ? ` · ${t('invest.log.capitalBackEnd')}` : ''}
        {item.reinvestProfit ? ` · ${t('invest.log.reinvested')}` : ''}
        {item.exitPenalty !== null ? ` · ${t('invest.log.leftEarly', { penalty: money(item.exitPenalty) })}` : ''}
      </span>
      {active ? <InvestmentChoices item={item} onChanged={setItem} /> : null}
      {(active || exitedHere) && item.earlyExitPenaltyPercent !== null ? (
        <ExitEarly
          item={item}
          onExited={(result) => {
            setExitedHere(true);
            setItem(result.investment);
          }}
        />
      ) : null}
    </li>
  );
}

/** Schema Logs: own investments, newest first, with "Load more". */
export function InvestmentLog() {
  const t = useT();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('invest.error.fetchLogs'));
  const list = usePagedList(getInvestments, failed, { cacheKey: 'investments' });
  return (
    <PagedListFrame
      state={{ ...list, itemCount: list.items.length }}
      loadingText={t('invest.log.loading')}
      emptyText={t('invest.log.empty')}
      className="flex flex-col gap-4"
    >
      <StaleNotice state={list} />
      <ul aria-label={t('invest.log.listLabel')} className="divide-y divide-line">
        {list.items.map((item) => (
          <InvestmentRow key={item.id} item={item} />
        ))}
      </ul>
    </PagedListFrame>
  );
}
