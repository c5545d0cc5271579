import { useState } from 'react';
import type { InvestmentSchema } from '../../../contract/investments.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { DataTable, type Column } from '../../../components/table/data-table.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { deleteSchema } from '../api/delete-schema.ts';
import { getAdminSchemas } from '../api/get-admin-schemas.ts';
import { amountText, periodsText, returnText, scheduleText } from '../terms-text.ts';
import { SchemaForm } from './schema-form.tsx';

/** Admin schema list with create, edit and delete (a schema with investments is only deactivated). */
export function SchemaManager() {
  const t = useT();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('invest.error.fetchSchemas'));
  const { data, error, reload } = useResource(getAdminSchemas, failed);
  const [editing, setEditing] = useState<InvestmentSchema | 'new' | null>(null);
  const remove = useApiAction(deleteSchema, { fallback: t('schema.error.delete') });

  async function onDelete(s: InvestmentSchema) {
    if (!window.confirm(t('schema.deleteConfirm', { name: s.name }))) return;
    const result = await remove.run(s.id);
    if (result.ok) void reload();
  }

  const columns: Column<InvestmentSchema>[] = [
    { header: t('schema.col.name'), cell: (s) => <span className="font-medium">{s.name}</span> },
    { header: t('schema.col.return'), cell: (s) => returnText(s) },
    { header: t('invest.scheduleLabel'), cell: (s) => scheduleText(t, s), priority: 'low' },
    { header: t('invest.amount'), cell: (s) => amountText(s), priority: 'low' },
    {
      header: t('invest.duration'),
      cell: (s) =>
        s.capitalBack
          ? t('schema.durationCapitalBack', { duration: periodsText(t, s.periods) })
          : periodsText(t, s.periods),
      priority: 'low',
    },
    {
      header: t('schema.col.status'),
      cell: (s) =>
        t(
          s.active
            ? s.featured
              ? 'schema.activeFeatured'
              : 'schema.active'
            : s.featured
              ? 'schema.inactiveFeatured'
              : 'schema.inactive',
        ),
    },
    { header: t('schema.col.investments'), cell: (s) => String(s.investmentsCount ?? 0), priority: 'low' },
    {
      header: t('schema.col.actions'),
      nowrap: true,
      cell: (s) => (
        <span className="flex gap-2">
          <SecondaryButton onClick={() => setEditing(s)} aria-label={t('schema.editLabel', { name: s.name })}>
            {t('schema.edit')}
          </SecondaryButton>
          <SecondaryButton
            onClick={() => void onDelete(s)}
            disabled={remove.pending}
            aria-label={t('schema.deleteLabel', { name: s.name })}
          >
            {remove.pending ? t('schema.deleting') : t('schema.delete')}
          </SecondaryButton>
        </span>
      ),
    },
  ];

  if (editing) {
    return (
      <SchemaForm
        schema={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <SecondaryButton onClick={() => setEditing('new')} className="self-start">
        {t('schema.new')}
      </SecondaryButton>
      {error && !data ? <LoadError message={error} onRetry={() => void reload()} /> : null}
      {!data && !error ? <p role="status">{t('invest.loadingSchemas')}</p> : null}
      {data ? <DataTable label={t('schema.tableLabel')} columns={columns} rows={data} rowKey={(s) => s.id} /> : null}
    </div>
  );
}
