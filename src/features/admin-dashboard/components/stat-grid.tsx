import type { Dashboard } from '../../../contract/admin-dashboard.ts';
import { formatMoney } from '../../../contract/cents.ts';

type Stat = { label: string; value: string; note?: string };

const countSum = (x: { count: number; amount: number } | null, currency: string) =>
  x === null ? { value: 'Not available', note: undefined } : { value: String(x.count), note: formatMoney(x.amount, currency) };

export function statsOf(d: Dashboard): Stat[] {
  const c = d.currency;
  const n = (v: number | null) => (v === null ? 'Not available' : String(v));
  return [
    { label: 'Users', value: String(d.users.total), note: `${d.users.banned} banned` },
    { label: 'New users today', value: String(d.users.newToday) },
    { label: 'Deposits pending', ...countSum(d.deposits.pending, c) },
    { label: 'Deposits approved', ...countSum(d.deposits.approved, c) },
    { label: 'Withdrawals pending', ...countSum(d.withdrawals.pending, c) },
    { label: 'Withdrawals approved', ...countSum(d.withdrawals.approved, c) },
    { label: 'Total invested', value: formatMoney(d.investments.totalInvested, c) },
    { label: 'Active investments', value: n(d.investments.active) },
    { label: 'Profit paid', value: formatMoney(d.profitPaid, c) },
    { label: 'Fee income', value: formatMoney(d.feeIncome, c) },
    { label: 'KYC pending', value: String(d.kycPending) },
    { label: 'Open tickets', value: n(d.openTickets) },
  ];
}

/** The morning figures as a grid of cards: 2 columns on a phone, 3 on a tablet, 4 on a desktop. */
export function StatGrid({ dashboard }: { dashboard: Dashboard }) {
  return (
    <dl aria-label="Platform figures" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {statsOf(dashboard).map((s) => (
        <div key={s.label} className="flex flex-col gap-1 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
          <dt className="text-sm text-zinc-600 dark:text-zinc-400">{s.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{s.value}</dd>
          {s.note ? <dd className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">{s.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
