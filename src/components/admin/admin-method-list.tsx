import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { formatMoney } from '../../contract/cents.ts';
import { toApiError } from '../../lib/api-error.ts';
import { SecondaryButton } from '../form/secondary-button.tsx';
import { DataTable, type Column } from '../table/data-table.tsx';
import { LoadError } from '../status/load-error.tsx';
import { StatusBadge } from '../status/status-badge.tsx';
import { notify } from '../../lib/toast.tsx';
import { sentence } from '../../lib/sentence.ts';
import { screenFormat } from '../../contract/locale-format.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** The fields every payment method shares, whatever the feature adds on top. */
export type MethodRow = {
  id: string;
  name: string;
  currency: string;
  min: number;
  max: number;
  chargeFixed: number;
  chargePercent: number;
  active: boolean;
};

export type MethodFormProps<M> = { method: M | null; onSaved: () => void; onCancel: () => void };

/** A column that differs between features; its cell keeps the feature's own class (e.g. tabular-nums for numbers). */
type ExtraColumn<M> = { header: string; cell: (method: M) => ReactNode; className: string };

type Props<M extends MethodRow> = {
  /** Id of the heading, so the section is a labelled region. */
  titleId: string;
  title: string;
  emptyText: string;
  load: () => Promise<M[]>;
  remove: (id: string) => Promise<{ message: string }>;
  fallbacks: { fetch: string; remove: string };
  currencyCell: (method: M) => ReactNode;
  extraColumn: ExtraColumn<M>;
  Form: ComponentType<MethodFormProps<M>>;
  /** A feature's own status (an active method whose payments are delayed); Active/Inactive otherwise. */
  statusCell?: ((method: M) => ReactNode) | undefined;
};

type Editing<M> = { method: M | null } | null;

/** Admin CRUD of payment methods: a table (stacked cards when narrow), and one form at a time. */
export function AdminMethodList<M extends MethodRow>({
  titleId,
  title,
  emptyText,
  load: fetchMethods,
  remove: deleteMethod,
  fallbacks,
  currencyCell,
  extraColumn,
  Form,
  statusCell,
}: Props<M>) {
  const t = useT();
  const [methods, setMethods] = useState<M[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing<M>>(null);
  const { fetch: fetchFallback, remove: removeFallback } = fallbacks;
  const load = useCallback(async () => {
    setError(null);
    try {
      setMethods(await fetchMethods());
    } catch (caught) {
      setError(toApiError(caught, fetchFallback).message);
    }
  }, [fetchMethods, fetchFallback]);
  useEffect(() => {
    void load();
  }, [load]);

  async function remove(method: M) {
    if (!window.confirm(t('admin.methods.confirmDelete', { name: method.name }))) return;
    try {
      notify.success(sentence((await deleteMethod(method.id)).message));
      await load();
    } catch (caught) {
      notify.error(toApiError(caught, removeFallback).message);
    }
  }

  const action = 'inline-flex min-h-tap min-w-tap items-center justify-center px-2 underline';
  const columns: Column<M>[] = [
    { header: t('admin.methods.col.name'), cell: (m) => <span className="font-medium">{m.name}</span> },
    { header: t('admin.methods.col.currency'), cell: currencyCell, nowrap: true, priority: 'low' },
    // Limits and charge are what an operator checks a method for: shown from tablet width up (a
    // portrait tablet beside the sidebar included); each amount stays whole, the range may wrap at its dash.
    {
      header: t('admin.methods.col.limits'),
      cell: (m) => (
        <span>
          <span className="nowrap-value">{formatMoney(m.min)}</span> –{' '}
          <span className="nowrap-value">{formatMoney(m.max)}</span>
        </span>
      ),
      className: 'tabular-nums',
    },
    {
      header: t('admin.methods.col.charge'),
      cell: (m) =>
        t('admin.methods.charge', {
          fixed: formatMoney(m.chargeFixed),
          percent: screenFormat().percent(m.chargePercent),
        }),
      className: 'tabular-nums',
      nowrap: true,
    },
    { header: extraColumn.header, cell: extraColumn.cell, className: extraColumn.className, priority: 'low' },
    {
      header: t('admin.methods.col.status'),
      cell: (m) =>
        statusCell?.(m) ?? (
          <StatusBadge
            status={m.active ? 'approved' : 'rejected'}
            label={m.active ? t('admin.methods.active') : t('admin.methods.inactive')}
          />
        ),
      nowrap: true,
    },
    {
      header: t('admin.methods.col.actions'),
      nowrap: true,
      cell: (m) => (
        <span className="-my-2 flex gap-1">
          <button
            type="button"
            className={`${action} text-accent`}
            aria-label={t('admin.methods.editAria', { name: m.name })}
            onClick={() => setEditing({ method: m })}
          >
            {t('admin.methods.edit')}
          </button>
          <button
            type="button"
            className={`${action} text-danger`}
            aria-label={t('admin.methods.deleteAria', { name: m.name })}
            onClick={() => void remove(m)}
          >
            {t('admin.methods.delete')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {editing ? null : (
          <SecondaryButton onClick={() => setEditing({ method: null })}>{t('admin.methods.add')}</SecondaryButton>
        )}
      </div>
      {editing ? (
        <Form
          key={editing.method?.id ?? 'new'}
          method={editing.method}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      ) : null}
      {error ? <LoadError message={error} onRetry={() => void load()} /> : null}
      {methods === null && !error ? <p role="status">{t('admin.methods.loading')}</p> : null}
      {methods && methods.length === 0 ? <p>{emptyText}</p> : null}
      {methods && methods.length > 0 ? (
        <DataTable label={title} columns={columns} rows={methods} rowKey={(m) => m.id} />
      ) : null}
    </section>
  );
}
