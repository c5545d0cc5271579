import { Link } from '@tanstack/react-router';
import type { Dashboard } from '../../../contract/admin-dashboard.ts';
import { formatMoney } from '../../../contract/cents.ts';
import type { Permission } from '../../../contract/staff-permissions.ts';
import { useCan } from '../../../lib/staff-access.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

/** Where a tile leads: the queue or list behind its figure. */
type Target =
  | { to: '/admin/users'; search?: { banned?: boolean } }
  | { to: '/admin/deposits' | '/admin/withdrawals'; search?: { status: 'pending' | 'approved' } }
  | { to: '/admin/investments' | '/admin/kyc-review' | '/admin/tickets' }
  | { to: '/admin/transactions'; search?: { type: string } };

/** `permission`: the page behind the tile; a role without it does not see the tile. */
type Stat = { label: string; value: string; note?: string; link: Target; permission: Permission };

const countSum = (t: Translate, x: { count: number; amount: number } | null, currency: string) =>
  x === null
    ? { value: t('admin.dashboard.stat.notAvailable'), note: undefined }
    : { value: String(x.count), note: formatMoney(x.amount, currency) };

export function statsOf(d: Dashboard, t: Translate): Stat[] {
  const c = d.currency;
  const n = (v: number | null) => (v === null ? t('admin.dashboard.stat.notAvailable') : String(v));
  return [
    {
      label: t('admin.dashboard.stat.users'),
      value: String(d.users.total),
      note: t('admin.dashboard.stat.banned', { count: d.users.banned }),
      link: { to: '/admin/users' },
      permission: 'users.view',
    },
    {
      label: t('admin.dashboard.stat.newToday'),
      value: String(d.users.newToday),
      link: { to: '/admin/users' },
      permission: 'users.view',
    },
    {
      label: t('admin.dashboard.stat.depositsPending'),
      ...countSum(t, d.deposits.pending, c),
      link: { to: '/admin/deposits', search: { status: 'pending' } },
      permission: 'deposits.review',
    },
    {
      label: t('admin.dashboard.stat.depositsApproved'),
      ...countSum(t, d.deposits.approved, c),
      link: { to: '/admin/deposits', search: { status: 'approved' } },
      permission: 'deposits.review',
    },
    {
      label: t('admin.dashboard.stat.withdrawalsPending'),
      ...countSum(t, d.withdrawals.pending, c),
      link: { to: '/admin/withdrawals', search: { status: 'pending' } },
      permission: 'withdrawals.review',
    },
    {
      label: t('admin.dashboard.stat.withdrawalsPaid'),
      ...countSum(t, d.withdrawals.approved, c),
      link: { to: '/admin/withdrawals', search: { status: 'approved' } },
      permission: 'withdrawals.review',
    },
    {
      label: t('admin.dashboard.stat.totalInvested'),
      value: formatMoney(d.investments.totalInvested, c),
      link: { to: '/admin/investments' },
      permission: 'investments.view',
    },
    {
      label: t('admin.dashboard.stat.activeInvestments'),
      value: n(d.investments.active),
      link: { to: '/admin/investments' },
      permission: 'investments.view',
    },
    {
      label: t('admin.dashboard.stat.profitPaid'),
      value: formatMoney(d.profitPaid, c),
      link: { to: '/admin/transactions', search: { type: 'profit' } },
      permission: 'transactions.view',
    },
    {
      label: t('admin.dashboard.stat.feeIncome'),
      value: formatMoney(d.feeIncome, c),
      link: { to: '/admin/transactions' },
      permission: 'transactions.view',
    },
    {
      label: t('admin.dashboard.stat.kycPending'),
      value: String(d.kycPending),
      link: { to: '/admin/kyc-review' },
      permission: 'kyc.review',
    },
    {
      label: t('admin.dashboard.stat.openTickets'),
      value: n(d.openTickets),
      link: { to: '/admin/tickets' },
      permission: 'tickets.handle',
    },
  ];
}

/**
 * The morning figures as tiles, each a link to the queue or list behind it; as many columns of
 * at least 10rem as fit, so the grid never overflows a phone.
 */
export function StatGrid({ dashboard }: { dashboard: Dashboard }) {
  const can = useCan();
  const t = useT();
  return (
    <ul
      aria-label={t('admin.dashboard.figures')}
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-3"
    >
      {statsOf(dashboard, t)
        .filter((s) => can(s.permission))
        .map((s) => (
          <li key={s.label}>
            <Link
              {...s.link}
              className="flex h-full min-h-tap flex-col gap-1 rounded-card border border-line p-3 hover:border-line-strong hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span className="text-label text-fg-muted">{s.label}</span>
              <span className="text-xl font-bold tabular-nums">{s.value}</span>
              {s.note ? <span className="text-caption text-fg-muted tabular-nums">{s.note}</span> : null}
            </Link>
          </li>
        ))}
    </ul>
  );
}
