import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { DepositMethod } from '../../../contract/deposits.ts';
import { formatMoney } from '../../../contract/money.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { deleteDepositMethod } from '../api/delete-deposit-method.ts';
import { getAdminDepositMethods } from '../api/get-admin-deposit-methods.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';
import { DepositMethodForm } from './deposit-method-form.tsx';

type Editing = { method: DepositMethod | null } | null;

/** Admin CRUD of deposit methods: a table that scrolls sideways on narrow screens, and one form at a time. */
export function AdminDepositMethods() {
  const [methods, setMethods] = useState<DepositMethod[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const load = useCallback(async () => {
    setError(null);
    try {
      setMethods(await getAdminDepositMethods());
    } catch (caught) {
      setError(toApiError(caught, DEPOSIT_DEFAULTS.fetchMethods).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function remove(method: DepositMethod) {
    if (!window.confirm(`Delete ${method.name}? A method already used is deactivated instead.`)) return;
    try {
      toast.success((await deleteDepositMethod(method.id)).message);
      await load();
    } catch (caught) {
      toast.error(toApiError(caught, DEPOSIT_DEFAULTS.deleteMethod).message);
    }
  }

  return (
    <section aria-labelledby="deposit-methods-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="deposit-methods-title" className="text-xl font-semibold">
          Deposit methods
        </h2>
        {editing ? null : <SecondaryButton onClick={() => setEditing({ method: null })}>Add method</SecondaryButton>}
      </div>
      {editing ? (
        <DepositMethodForm
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
      {methods === null && !error ? <p role="status">Loading methods...</p> : null}
      {methods && methods.length === 0 ? <p>No deposit methods yet</p> : null}
      {methods && methods.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="border-b border-zinc-300 dark:border-zinc-700">
                <th className="py-2 pr-3">Name</th>
                <th className="py-2 pr-3">Currency</th>
                <th className="py-2 pr-3">Limits</th>
                <th className="py-2 pr-3">Charge</th>
                <th className="py-2 pr-3">Rate</th>
                <th className="py-2 pr-3">Status</th>
                <th className="py-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {methods.map((m) => (
                <tr key={m.id} className="border-b border-zinc-200 dark:border-zinc-800">
                  <td className="py-2 pr-3 font-medium">{m.name}</td>
                  <td className="py-2 pr-3">{m.network ? `${m.currency} · ${m.network}` : m.currency}</td>
                  <td className="py-2 pr-3 tabular-nums">
                    {formatMoney(m.min)} – {formatMoney(m.max)}
                  </td>
                  <td className="py-2 pr-3 tabular-nums">
                    {formatMoney(m.chargeFixed)} + {m.chargePercent}%
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{m.rate}</td>
                  <td className="py-2 pr-3">
                    <StatusBadge status={m.active ? 'approved' : 'rejected'} label={m.active ? 'Active' : 'Inactive'} />
                  </td>
                  <td className="flex gap-2 py-2">
                    <button type="button" className="min-h-9 text-blue-700 underline dark:text-blue-400" aria-label={`Edit ${m.name}`} onClick={() => setEditing({ method: m })}>
                      Edit
                    </button>
                    <button type="button" className="min-h-9 text-red-700 underline dark:text-red-400" aria-label={`Delete ${m.name}`} onClick={() => void remove(m)}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
