import { translate } from '../../../lib/i18n/i18n.ts';
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
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePayoutFieldLabel } from '../use-payout-field-label.ts';

/** The user's saved payout accounts with their details; edit in place, delete asks first. */
export function WithdrawalAccounts() {
  const t = useT();
  const fieldLabel = usePayoutFieldLabel();
  const { accounts, error, reload } = useWithdrawalAccounts();
  const [editing, setEditing] = useState<WithdrawalAccount | null>(null);

  async function remove(id: string, name: string) {
    if (!window.confirm(t('withdraw.accounts.deleteConfirm', { name }))) return;
    try {
      await deleteWithdrawalAccount(id);
      notify.success(translate('withdraw.accounts.deleted'));
      await reload();
    } catch (caught) {
      notify.error(toApiError(caught, WITHDRAW_DEFAULTS.deleteAccount).message);
    }
  }

  if (error) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!accounts) return <p role="status">{t('withdraw.accounts.loading')}</p>;
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
        {t('withdraw.accounts.add')}
      </TextLink>
      {accounts.length === 0 ? <p className="text-fg-muted">{t('withdraw.accounts.empty')}</p> : null}
      <p className="text-sm text-fg-muted">{t('withdraw.accounts.waitNote')}</p>
      <ul aria-label={t('withdraw.accounts.list')} className="grid gap-3 md:grid-cols-2">
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
                  <dt className="text-fg-muted">{t('withdraw.accounts.detailLabel', { label: fieldLabel(key) })}</dt>
                  <dd className="[overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
            {a.usableFrom ? <UsableFrom at={a.usableFrom} /> : null}
            <span className="flex gap-4">
              <button
                type="button"
                onClick={() => setEditing(a)}
                aria-label={t('withdraw.accounts.editAria', { name: a.name })}
                className="min-h-tap min-w-tap text-sm underline"
              >
                {t('withdraw.accounts.edit')}
              </button>
              <button
                type="button"
                onClick={() => void remove(a.id, a.name)}
                aria-label={t('withdraw.accounts.deleteAria', { name: a.name })}
                className="min-h-tap text-sm text-danger underline"
              >
                {t('withdraw.accounts.delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
