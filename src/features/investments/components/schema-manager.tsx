import { useState } from 'react';
import type { InvestmentSchema } from '../../../contract/investments.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { DataTable, type Column } from '../../../components/table/data-table.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { deleteSchema } from '../api/delete-schema.ts';
import { getAdminSchemas } from '../api/get-admin-schemas.ts';
import { amountText, periodsText, returnText, scheduleText } from '../terms-text.ts';
import { SchemaForm } from './schema-form.tsx';

/** Admin schema list with create, edit and delete (a schema with investments is only deactivated). */
export function SchemaManager() {
  const { data, error, reload } = useResource(getAdminSchemas, DEFAULTS.fetchSchemas);
  const [editing, setEditing] = useState<InvestmentSchema | 'new' | null>(null);
  const remove = useApiAction(deleteSchema, { fallback: DEFAULTS.deleteSchema });

  async function onDelete(s: InvestmentSchema) {
    if (!window.confirm(`Delete ${s.name}? A schema with investments is deactivated instead.`)) return;
    const result = await remove.run(s.id);
    if (result.ok) void reload();
  }

  const columns: Column<InvestmentSchema>[] = [
    { header: 'Name', cell: (s) => <span className="font-medium">{s.name}</span> },
    { header: 'Return', cell: (s) => returnText(s) },
    { header: 'Schedule', cell: (s) => scheduleText(s), priority: 'low' },
    { header: 'Amount', cell: (s) => amountText(s), priority: 'low' },
    {
      header: 'Duration',
      cell: (s) => `${periodsText(s.periods)}${s.capitalBack ? ', capital back' : ''}`,
      priority: 'low',
    },
    { header: 'Status', cell: (s) => `${s.active ? 'Active' : 'Inactive'}${s.featured ? ', featured' : ''}` },
    { header: 'Investments', cell: (s) => String(s.investmentsCount ?? 0), priority: 'low' },
    {
      header: 'Actions',
      nowrap: true,
      cell: (s) => (
        <span className="flex gap-2">
          <SecondaryButton onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
            Edit
          </SecondaryButton>
          <SecondaryButton onClick={() => void onDelete(s)} disabled={remove.pending} aria-label={`Delete ${s.name}`}>
            {remove.pending ? 'Deleting...' : 'Delete'}
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
        New schema
      </SecondaryButton>
      {error && !data ? <LoadError message={error} onRetry={() => void reload()} /> : null}
      {!data && !error ? <p role="status">Loading schemas...</p> : null}
      {data ? <DataTable label="Schemas" columns={columns} rows={data} rowKey={(s) => s.id} /> : null}
    </div>
  );
}
