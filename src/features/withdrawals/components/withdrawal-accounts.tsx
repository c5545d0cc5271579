import { useState } from 'react';
import type { WithdrawalAccount } from '../../../contract/withdrawals.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { deleteWithdrawalAccount } from '../api/delete-withdrawal-account.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import { useWithdrawalAccounts } from '../use-withdrawal-accounts.ts';
import { AddAccountForm } from './add-account-form.tsx';
import { UsableFrom } from './withdrawals-paused.tsx';
import { notify } from '../../../lib/toast.tsx';
import { payoutFieldLabel } from '../../../contract/payout-field-labels.ts';

/** The user's saved payout accounts with their details; edit in place, delete asks first. */
export function WithdrawalAccounts() {
  const { accounts, error, reload } = useWithdrawalAccounts();
  const [editing, setEditing] = useState<WithdrawalAccount | null>(null);

  async function remove(id: string, name: string) {
    if (!window.confirm(`Delete the account "${name}"? Withdrawals already requested are not affected.`)) return;
    try {
      notify.success((await deleteWithdrawalAccount(id)).message);
      await reload();
    } catch (caught) {
      notify.error(toApiError(caught, WITHDRAW_DEFAULTS.deleteAccount).message);
    }
  }

  if (error) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!accounts) return <p role="status">Loading your withdrawal accounts...</p>;
  if (editing) {
    const done = () => {
      setEditing(null);
      void reload();
    };
    return <AddAccountForm account={editing} onSaved={done} onCancel={() => setEditing(null)} />;
  }
  return (
    <section className="flex flex-col gap-4">
      <TextLink standalone to="/user/add-withdrawal-account">
        Add withdrawal account
      </TextLink>
      {accounts.length === 0 ? <p className="text-fg-muted">No withdrawal accounts yet</p> : null}
      <p className="text-sm text-fg-muted">
        New accounts, and accounts whose details you change, can receive money only after a waiting period, so a stolen
        login cannot send your money elsewhere at once.
      </p>
      <ul aria-label="Withdrawal accounts" className="grid gap-3 md:grid-cols-2">
        {accounts.map((a) => (
          <li key={a.id} className="flex flex-col gap-2 rounded-lg border border-line p-4">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-semibold break-words">{a.name}</span>
              <span className="text-sm text-fg-muted">
                {a.methodName} · {a.currency}
              </span>
            </div>
            <dl className="text-sm">
              {Object.entries(a.details).map(([key, value]) => (
                <div key={key} className="flex gap-2">
                  <dt className="text-fg-muted">{payoutFieldLabel(key)}:</dt>
                  <dd className="[overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
            {a.usableFrom ? <UsableFrom at={a.usableFrom} /> : null}
            <span className="flex gap-4">
              <button
                type="button"
                onClick={() => setEditing(a)}
                aria-label={`Edit ${a.name}`}
                className="min-h-tap min-w-tap text-sm underline"
              >
                Edit
              </button>
              <button
                type="button"
                onClick={() => void remove(a.id, a.name)}
                aria-label={`Delete ${a.name}`}
                className="min-h-tap text-sm text-danger underline"
              >
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
