import type { AdminUserDetail } from '../../../contract/admin-users.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { Panel } from '../../../components/panel.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { DataTable, type Column } from '../../../components/table/data-table.tsx';
import { StatusChip } from './status-chip.tsx';
import { reviewStatusWord, transactionStatusWord } from '../../../contract/status-words.ts';

type Tx = AdminUserDetail['transactions'][number];
type MoneyRow = AdminUserDetail['deposits']['items'][number];

const TX_COLUMNS: Column<Tx>[] = [
  { header: 'Date', cell: (t) => formatDateTime(t.createdAt), nowrap: true },
  {
    header: 'Reference',
    cell: (t) => <span className="font-mono text-caption">{t.reference}</span>,
    nowrap: true,
    priority: 'low',
  },
  { header: 'Type', cell: (t) => t.type.replace(/_/g, ' '), nowrap: true },
  {
    header: 'Description',
    cell: (t) => <span className="[overflow-wrap:anywhere]">{t.description}</span>,
    priority: 'low',
  },
  {
    header: 'Amount',
    cell: (t) => (
      <span className="tabular-nums">{`${t.direction === 'debit' ? '-' : t.direction === 'credit' ? '+' : ''}${formatMoney(t.amount)}`}</span>
    ),
    nowrap: true,
  },
  { header: 'Status', cell: (t) => <StatusChip text={transactionStatusWord(t.type, t.status)} />, nowrap: true },
];

/** Each section's status in its own words: a paid withdrawal reads "Paid", as in the queue and the investor's log. */
const moneyColumns = (word: (status: string) => string): Column<MoneyRow>[] => [
  { header: 'Date', cell: (r) => formatDateTime(r.createdAt), nowrap: true },
  { header: 'Details', cell: (r) => r.label },
  { header: 'Amount', cell: (r) => <span className="tabular-nums">{formatMoney(r.amount)}</span>, nowrap: true },
  { header: 'Status', cell: (r) => <StatusChip text={word(r.status)} />, nowrap: true },
];
const SECTION_WORDS: Record<string, (status: string) => string> = {
  Deposits: (s) => reviewStatusWord('deposit', s),
  Withdrawals: (s) => reviewStatusWord('withdrawal', s),
};

function MoneySection({ title, section }: { title: string; section: AdminUserDetail['deposits'] }) {
  const columns = moneyColumns(SECTION_WORDS[title] ?? ((s) => s));
  let body;
  if (!section.available)
    body = <p className="text-sm text-zinc-700 dark:text-zinc-300">Not available on this installation.</p>;
  else if (section.items.length === 0) body = <p className="text-sm text-zinc-700 dark:text-zinc-300">None yet</p>;
  else body = <DataTable label={title} columns={columns} rows={section.items} rowKey={(r) => r.id} />;
  return <Panel title={title}>{body}</Panel>;
}

/** The user's latest transactions, deposits, withdrawals and investments. */
export function UserActivity({ detail }: { detail: AdminUserDetail }) {
  return (
    <>
      <Panel title="Latest transactions">
        {detail.transactions.length === 0 ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">No transactions yet</p>
        ) : (
          <DataTable label="Latest transactions" columns={TX_COLUMNS} rows={detail.transactions} rowKey={(t) => t.id} />
        )}
      </Panel>
      <MoneySection title="Deposits" section={detail.deposits} />
      <MoneySection title="Withdrawals" section={detail.withdrawals} />
      <MoneySection title="Investments" section={detail.investments} />
    </>
  );
}
