import type { AdminUserDetail } from '../../../contract/admin-users.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { Panel } from '../../../components/panel.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { DataTable, type Column } from '../../../components/table/data-table.tsx';
import { StatusChip } from './status-chip.tsx';
import { transactionTypeWord } from '../../../components/admin/transaction-type-word.ts';
import { reviewStatusWord, transactionStatusWord } from '../../../contract/status-words.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

type Tx = AdminUserDetail['transactions'][number];
type MoneyRow = AdminUserDetail['deposits']['items'][number];

const txColumns = (t: Translate): Column<Tx>[] => [
  { header: t('admin.user.col.date'), cell: (x) => formatDateTime(x.createdAt), nowrap: true },
  {
    header: t('admin.user.col.reference'),
    cell: (x) => <span className="font-mono text-caption">{x.reference}</span>,
    nowrap: true,
    priority: 'low',
  },
  { header: t('admin.user.col.type'), cell: (x) => transactionTypeWord(t, x.type), nowrap: true },
  {
    header: t('admin.user.col.description'),
    cell: (x) => <span className="[overflow-wrap:anywhere]">{x.description}</span>,
    priority: 'low',
  },
  {
    header: t('admin.user.col.amount'),
    cell: (x) => (
      <span className="tabular-nums">{`${x.direction === 'debit' ? '-' : x.direction === 'credit' ? '+' : ''}${formatMoney(x.amount)}`}</span>
    ),
    nowrap: true,
  },
  {
    header: t('admin.user.col.status'),
    cell: (x) => <StatusChip text={transactionStatusWord(x.type, x.status)} />,
    nowrap: true,
  },
];

/** Each section's status in its own words: a paid withdrawal reads "Paid", as in the queue and the investor's log. */
const moneyColumns = (t: Translate, word: (status: string) => string): Column<MoneyRow>[] => [
  { header: t('admin.user.col.date'), cell: (r) => formatDateTime(r.createdAt), nowrap: true },
  { header: t('admin.user.col.details'), cell: (r) => r.label },
  {
    header: t('admin.user.col.amount'),
    cell: (r) => <span className="tabular-nums">{formatMoney(r.amount)}</span>,
    nowrap: true,
  },
  { header: t('admin.user.col.status'), cell: (r) => <StatusChip text={word(r.status)} />, nowrap: true },
];
type Section = 'deposits' | 'withdrawals' | 'investments';
const SECTION_WORDS: Partial<Record<Section, (status: string) => string>> = {
  deposits: (s) => reviewStatusWord('deposit', s),
  withdrawals: (s) => reviewStatusWord('withdrawal', s),
};
const SECTION_TITLES = {
  deposits: 'admin.user.deposits',
  withdrawals: 'admin.user.withdrawals',
  investments: 'admin.user.investments',
} as const;

function MoneySection({ kind, section }: { kind: Section; section: AdminUserDetail['deposits'] }) {
  const t = useT();
  const title = t(SECTION_TITLES[kind]);
  const columns = moneyColumns(t, SECTION_WORDS[kind] ?? ((s) => s));
  let body;
  if (!section.available)
    body = <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('admin.user.notAvailable')}</p>;
  else if (section.items.length === 0)
    body = <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('admin.user.noneYet')}</p>;
  else body = <DataTable label={title} columns={columns} rows={section.items} rowKey={(r) => r.id} />;
  return <Panel title={title}>{body}</Panel>;
}

/** The user's latest transactions, deposits, withdrawals and investments. */
export function UserActivity({ detail }: { detail: AdminUserDetail }) {
  const t = useT();
  return (
    <>
      <Panel title={t('admin.user.latestTransactions')}>
        {detail.transactions.length === 0 ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('admin.user.noTransactions')}</p>
        ) : (
          <DataTable
            label={t('admin.user.latestTransactions')}
            columns={txColumns(t)}
            rows={detail.transactions}
            rowKey={(x) => x.id}
          />
        )}
      </Panel>
      <MoneySection kind="deposits" section={detail.deposits} />
      <MoneySection kind="withdrawals" section={detail.withdrawals} />
      <MoneySection kind="investments" section={detail.investments} />
    </>
  );
}
