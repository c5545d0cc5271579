import type { DepositMethod } from '../../../contract/deposits.ts';
import { AdminMethodList } from '../../../components/admin/admin-method-list.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { deleteDepositMethod } from '../api/delete-deposit-method.ts';
import { getAdminDepositMethods } from '../api/get-admin-deposit-methods.ts';
import { useMemo } from 'react';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { DepositMethodForm } from './deposit-method-form.tsx';

function currencyCell(m: DepositMethod): string {
  return m.network ? `${m.currency} · ${m.network}` : m.currency;
}

/** An active on-chain method whose watcher fails is not simply "Active": its payments wait, and the admin sees why. */
function statusCellOf(t: Translate, m: DepositMethod) {
  if (!m.active || !m.evm?.delayed) return null;
  return (
    <span className="flex flex-col gap-1 whitespace-normal">
      <StatusBadge status="pending" label={t('deposit.admin.delayed')} />
      <span className="text-sm text-danger">
        {m.evm.scanError
          ? t('deposit.admin.watcherError', { error: m.evm.scanError })
          : (m.evm.rpcWarning ?? t('deposit.admin.rpcSilent'))}
      </span>
    </span>
  );
}

/** Admin CRUD of deposit methods; crypto methods show their network beside the currency. */
export function AdminDepositMethods() {
  const t = useT();
  // Memoised per language so their identity is stable: the list reloads whenever its loader changes.
  const fallbacks = useMemo(
    () => ({ fetch: t('deposit.error.fetchMethods'), remove: t('deposit.error.deleteMethod') }),
    [t],
  );
  const rateColumn = useMemo(
    () => ({ header: t('deposit.admin.rate'), cell: (m: DepositMethod) => m.rate, className: 'tabular-nums' }),
    [t],
  );
  return (
    <AdminMethodList
      titleId="deposit-methods-title"
      title={t('deposit.admin.methodsTitle')}
      emptyText={t('deposit.admin.noMethods')}
      load={getAdminDepositMethods}
      remove={deleteDepositMethod}
      fallbacks={fallbacks}
      currencyCell={currencyCell}
      extraColumn={rateColumn}
      Form={DepositMethodForm}
      statusCell={(m: DepositMethod) => statusCellOf(t, m)}
    />
  );
}
