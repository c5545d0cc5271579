import { useCallback, useState } from 'react';
import type { AdminInvestment } from '../../../contract/investments.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { DataTable, type Column } from '../../../components/table/data-table.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getAdminInvestments, type AdminInvestmentFilter } from '../api/get-admin-investments.ts';
import { money } from '../terms-text.ts';

const STATUS: Record<AdminInvestment['status'], MessageId> = {
  active: 'invest.status.active',
  completed: 'invest.status.completed',
  exited: 'invest.status.exited',
};

const columns = (t: Translate): Column<AdminInvestment>[] => [
  {
    header: t('schema.admin.investor'),
    cell: (r) => (
      <span className="[overflow-wrap:anywhere]">
        {r.user.username} ({r.user.email})
      </span>
    ),
  },
  { header: t('invest.schema'), cell: (r) => r.schemaName },
  { header: t('invest.amount'), cell: (r) => <span className="tabular-nums">{money(r.amount)}</span>, nowrap: true },
  {
    header: t('schema.admin.profitPaid'),
    cell: (r) => <span className="tabular-nums">{money(r.profitPaid)}</span>,
    nowrap: true,
    priority: 'low',
  },
  {
    header: t('invest.periodsLabel'),
    cell: (r) =>
      r.periods === null
        ? t('schema.admin.periodsLifetime', { paid: r.periodsPaid })
        : `${r.periodsPaid} / ${r.periods}`,
    priority: 'low',
  },
  { header: t('schema.col.status'), cell: (r) => <span className="capitalize">{t(STATUS[r.status])}</span> },
  {
    header: t('invest.nextProfit'),
    cell: (r) => (r.nextProfitAt ? formatDateTime(r.nextProfitAt) : '—'),
    nowrap: true,
  },
  { header: t('schema.admin.created'), cell: (r) => formatDateTime(r.createdAt), nowrap: true, priority: 'low' },
];

/** Every investment with status and investor filters, newest first. */
export function AdminInvestments() {
  const [filter, setFilter] = useState<AdminInvestmentFilter>({ status: '', q: '' });
  const [applied, setApplied] = useState(filter);
  const load = useCallback((cursor: string | undefined) => getAdminInvestments(applied, cursor), [applied]);
  const t = useT();
  // Read once: a new text per language would make the list load again on every switch.
  const [failed] = useState(() => t('schema.admin.error'));
  const list = usePagedList(load, failed);
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
          label={t('schema.col.status')}
          className="flex w-40 flex-col gap-1"
          value={filter.status}
          onChange={(e) => {
            const status = e.target.value === 'active' || e.target.value === 'completed' ? e.target.value : '';
            setFilter({ ...filter, status });
            setApplied({ ...filter, status });
          }}
          options={[
            { value: '', label: t('schema.admin.all') },
            { value: 'active', label: t('schema.admin.active') },
            { value: 'completed', label: t('schema.admin.completed') },
          ]}
        />
        <TextField
          name="q"
          label={t('schema.admin.search')}
          className="flex min-w-48 flex-1 flex-col gap-1"
          value={filter.q}
          onChange={(e) => setFilter({ ...filter, q: e.target.value })}
        />
        <button
          type="submit"
          className="min-h-11 rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {t('schema.admin.searchButton')}
        </button>
      </form>
      <PagedListFrame
        state={{ ...list, itemCount: list.items.length }}
        loadingText={t('invest.log.loading')}
        emptyText={t('schema.admin.empty')}
      >
        <DataTable label={t('invest.log.listLabel')} columns={columns(t)} rows={list.items} rowKey={(r) => r.id} />
      </PagedListFrame>
    </div>
  );
}
