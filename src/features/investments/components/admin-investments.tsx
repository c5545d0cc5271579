import { useCallback, useState } from 'react';
import type { AdminInvestment } from '../../../contract/investments.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { DataTable, type Column } from '../../../components/table/data-table.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getAdminInvestments, type AdminInvestmentFilter } from '../api/get-admin-investments.ts';
import { money } from '../terms-text.ts';

const COLUMNS: Column<AdminInvestment>[] = [
  {
    header: 'Investor',
    cell: (r) => (
      <span className="[overflow-wrap:anywhere]">
        {r.user.username} ({r.user.email})
      </span>
    ),
  },
  { header: 'Schema', cell: (r) => r.schemaName },
  { header: 'Amount', cell: (r) => <span className="tabular-nums">{money(r.amount)}</span>, nowrap: true },
  {
    header: 'Profit paid',
    cell: (r) => <span className="tabular-nums">{money(r.profitPaid)}</span>,
    nowrap: true,
    priority: 'low',
  },
  {
    header: 'Periods',
    cell: (r) => (r.periods === null ? `${r.periodsPaid} / lifetime` : `${r.periodsPaid} / ${r.periods}`),
    priority: 'low',
  },
  { header: 'Status', cell: (r) => <span className="capitalize">{r.status}</span> },
  { header: 'Next profit', cell: (r) => (r.nextProfitAt ? formatDateTime(r.nextProfitAt) : '—'), nowrap: true },
  { header: 'Created', cell: (r) => formatDateTime(r.createdAt), nowrap: true, priority: 'low' },
];

/** Every investment with status and investor filters, newest first. */
export function AdminInvestments() {
  const [filter, setFilter] = useState<AdminInvestmentFilter>({ status: '', q: '' });
  const [applied, setApplied] = useState(filter);
  const load = useCallback((cursor: string | undefined) => getAdminInvestments(applied, cursor), [applied]);
  const list = usePagedList(load, DEFAULTS.fetchInvestments);
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(filter);
        }}
      >
        <SelectField
          label="Status"
          className="flex w-40 flex-col gap-1"
          value={filter.status}
          onChange={(e) => {
            const status = e.target.value === 'active' || e.target.value === 'completed' ? e.target.value : '';
            setFilter({ ...filter, status });
            setApplied({ ...filter, status });
          }}
          options={[
            { value: '', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'completed', label: 'Completed' },
          ]}
        />
        <TextField
          name="q"
          label="Investor e-mail or username"
          className="flex min-w-48 flex-1 flex-col gap-1"
          value={filter.q}
          onChange={(e) => setFilter({ ...filter, q: e.target.value })}
        />
        <button
          type="submit"
          className="min-h-11 rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          Search
        </button>
      </form>
      <PagedListFrame
        state={{ ...list, itemCount: list.items.length }}
        loadingText="Loading investments..."
        emptyText="No investments found"
      >
        <DataTable label="Investments" columns={COLUMNS} rows={list.items} rowKey={(r) => r.id} />
      </PagedListFrame>
    </div>
  );
}
