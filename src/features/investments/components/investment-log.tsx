import { useState } from 'react';
import type { Investment } from '../../../contract/investments.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getInvestments } from '../api/get-investments.ts';
import { money, returnText } from '../terms-text.ts';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';
import { ExitEarly } from './exit-early.tsx';
import { InvestmentChoices } from './investment-choices.tsx';

function InvestmentRow({ item: loaded }: { item: Investment }) {
  // A change or an exit answers the investment as it now is; the row shows that until the list reloads.
  const [item, setItem] = useState(loaded);
  const [exitedHere, setExitedHere] = useState(false);
  const periods =
    item.periods === null
      ? `${item.periodsPaid} paid · lifetime`
      : `${item.periodsPaid} paid · ${item.periodsLeft ?? 0} left`;
  const active = item.status === 'active';
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{item.schemaName}</span>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold capitalize ${active ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50' : 'bg-zinc-200 text-zinc-900 dark:bg-zinc-700 dark:text-zinc-50'}`}
        >
          {item.status}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-fg-muted">Amount</dt>
          <dd className="font-medium nowrap-value">{money(item.amount)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Principal now</dt>
          <dd className="font-medium nowrap-value">{money(item.principal)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Projected at maturity</dt>
          <dd className="font-medium nowrap-value">
            {item.projectedAtMaturity === null ? '—' : money(item.projectedAtMaturity)}
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">Profit earned</dt>
          <dd className="font-medium nowrap-value text-success">{money(item.profitPaid)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Periods</dt>
          <dd className="font-medium">{periods}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Next profit</dt>
          <dd className="font-medium">
            {item.nextProfitAt ? <time dateTime={item.nextProfitAt}>{formatDateTime(item.nextProfitAt)}</time> : '—'}
          </dd>
        </div>
      </dl>
      <span className="text-xs text-fg-muted">
        {returnText(item)} · {money(item.profitPerPeriod)} per period · invested{' '}
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        {item.capitalBack ? ' · capital back at the end' : ''}
        {item.reinvestProfit ? ' · profit reinvested' : ''}
        {item.exitPenalty !== null ? ` · left early, penalty ${money(item.exitPenalty)}` : ''}
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
  const list = usePagedList(getInvestments, DEFAULTS.fetchInvestments, { cacheKey: 'investments' });
  return (
    <PagedListFrame
      state={{ ...list, itemCount: list.items.length }}
      loadingText="Loading investments..."
      emptyText="No investments yet"
      className="flex flex-col gap-4"
    >
      <StaleNotice state={list} />
      <ul aria-label="Investments" className="divide-y divide-line">
        {list.items.map((item) => (
          <InvestmentRow key={item.id} item={item} />
        ))}
      </ul>
    </PagedListFrame>
  );
}
