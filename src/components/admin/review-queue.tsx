import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { BulkApproveResponse, QueueSort } from '../../contract/admin-bulk.ts';
import type { ReviewStatus } from '../../contract/methods.ts';
import { usePagedList, type Page } from '../../lib/use-paged-list.ts';
import { DataTable, type Column } from '../table/data-table.tsx';
import { EmailText } from '../table/email-text.tsx';
import { PagedListFrame } from '../table/paged-list-frame.tsx';
import { formatDateTime } from '../status/as-of-notice.tsx';
import { StatusBadge } from '../status/status-badge.tsx';
import { BulkApprove } from './bulk-approve.tsx';
import { QueueToolbar } from './queue-toolbar.tsx';
import type { StatusFilterValue } from './status-filters.ts';
import { reviewStatusWord } from '../../contract/status-words.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { statusWord } from './status-word.tsx';

/** What every review queue row has (deposits and withdrawals). */
export type QueueItem = {
  id: string;
  reference: string;
  status: ReviewStatus | 'failed' | 'expired';
  amount: number;
  createdAt: string;
  user: { id: string; email: string; username: string };
};

type Props<T extends QueueItem> = {
  /** Accessible name of the section and the table, e.g. "Deposit requests" and "Deposits". */
  label: string;
  tableLabel: string;
  /** "deposit": button names and the bulk confirmation. */
  noun: string;
  loadingText: string;
  emptyText: string;
  fallback: string;
  /** Searched and sorted on the server. Must keep its identity across renders: a new function reloads the list. */
  loadPage: (
    filter: { status: ReviewStatus | undefined; q: string; sort: QueueSort },
    cursor?: string,
  ) => Promise<Page<T>>;
  /** The feature's own columns (method, charge, what is credited or paid out). */
  columns: readonly Column<T>[];
  /** The row's decision buttons; `onChanged` reloads the list. */
  Actions: ComponentType<{ item: T; onChanged: () => void }>;
  approveLabel: string;
  /** Payouts are marked paid: the bulk sentences say "Mark 2 withdrawals paid" whatever the label's language. */
  markPaid?: boolean;
  bulkApprove: (ids: string[], key: string) => Promise<BulkApproveResponse>;
  initialFilter?: StatusFilterValue | undefined;
};

/**
 * An admin review queue as a table: status filter, search and sort (done by the server), a
 * link to each user, per-row decisions, and a selection approved in one go after one confirmation.
 */
export function ReviewQueue<T extends QueueItem>(props: Props<T>) {
  const {
    initialFilter = 'pending',
    label,
    tableLabel,
    noun,
    loadingText,
    emptyText,
    fallback,
    loadPage: fetchPage,
    columns,
    Actions,
    approveLabel,
    markPaid,
    bulkApprove,
  } = props;
  const t = useT();
  const [filter, setFilter] = useState<StatusFilterValue>(initialFilter);
  const [query, setQuery] = useState('');
  // The search runs on the server once typing pauses.
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);
  const [sort, setSort] = useState<QueueSort>('newest');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [version, setVersion] = useState(0);
  const [refused, setRefused] = useState<readonly string[]>([]);
  const loadPage = useCallback(
    (cursor: string | undefined) =>
      fetchPage({ status: filter === 'all' ? undefined : filter, q: search, sort }, cursor),
    // `version` reloads the list after a decision.
    [fetchPage, filter, search, sort, version],
  );
  const list = usePagedList(loadPage, fallback);
  const reload = () => {
    setSelected(new Set());
    setVersion((v) => v + 1);
  };
  const shown = list.items;
  const pending = shown.filter((i) => i.status === 'pending');
  const chosen = pending.filter((i) => selected.has(i.id));
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const all: Column<T>[] = [
    {
      header: t('admin.queue.col.select'),
      cell: (item) =>
        item.status === 'pending' ? (
          <label className="-my-2 flex size-tap items-center justify-center">
            <input
              type="checkbox"
              className="size-5"
              checked={selected.has(item.id)}
              onChange={() => toggle(item.id)}
              aria-label={t('admin.queue.selectRow', { kind: noun, noun, reference: item.reference })}
            />
          </label>
        ) : null,
    },
    {
      header: t('admin.queue.col.request'),
      cell: (item) => (
        <span className="flex flex-col items-end @2xl:items-start">
          <span className="font-mono font-semibold whitespace-nowrap">{item.reference}</span>
          <span className="text-caption whitespace-nowrap text-fg-muted">{formatDateTime(item.createdAt)}</span>
        </span>
      ),
    },
    {
      header: t('admin.queue.col.user'),
      cell: (item) => (
        <Link
          to="/admin/users/$userId"
          params={{ userId: item.user.id }}
          className="inline-flex min-h-tap items-center text-accent underline"
        >
          <EmailText email={item.user.email} />
        </Link>
      ),
    },
    ...columns,
    {
      // Pending: the decision buttons; decided: how it was decided.
      header: t('admin.queue.col.decision'),
      nowrap: true,
      cell: (item) =>
        item.status === 'pending' ? (
          <Actions item={item} onChanged={reload} />
        ) : (
          <StatusBadge
            status={item.status}
            label={noun === 'withdrawal' ? statusWord(t, reviewStatusWord(noun, item.status)) : undefined}
          />
        ),
    },
  ];

  return (
    <section aria-label={label} className="flex flex-col gap-4">
      <QueueToolbar
        filter={filter}
        onFilter={(f) => {
          setSelected(new Set());
          setRefused([]);
          setFilter(f);
        }}
        query={query}
        onQuery={setQuery}
        sort={sort}
        onSort={setSort}
        noun={noun}
      />
      {pending.length > 0 ? (
        <BulkApprove
          noun={noun}
          approveLabel={approveLabel}
          markPaid={markPaid}
          pendingItems={pending}
          chosen={chosen}
          onSelectAll={(on) => setSelected(new Set(on ? pending.map((i) => i.id) : []))}
          bulkApprove={bulkApprove}
          onDone={(lines) => {
            setRefused(lines);
            reload();
          }}
        />
      ) : null}
      {refused.length > 0 ? (
        <div role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-label text-danger">
          <p className="font-semibold">{t('admin.queue.notApproved')}</p>
          <ul className="list-disc pl-5">
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <PagedListFrame
        state={{ ...list, itemCount: list.items.length }}
        loadingText={loadingText}
        emptyText={search ? t('admin.queue.noMatch', { kind: noun, noun, search }) : emptyText}
      >
        <DataTable label={tableLabel} columns={all} rows={shown} rowKey={(i) => i.id} />
      </PagedListFrame>
    </section>
  );
}
