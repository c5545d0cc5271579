import type { WithdrawalMethod } from '../../../contract/withdrawals.ts';
import { AdminMethodList } from '../../../components/admin/admin-method-list.tsx';
import { deleteWithdrawalMethod } from '../api/delete-withdrawal-method.ts';
import { getWithdrawalMethods } from '../api/get-withdrawal-methods.ts';
import { WithdrawalMethodForm } from './withdrawal-method-form.tsx';
import { useMemo } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Admins see inactive methods too, so they can reactivate them. */
function loadAllMethods(): Promise<WithdrawalMethod[]> {
  return getWithdrawalMethods(true);
}

function currencyCell(m: WithdrawalMethod): string {
  return m.currency;
}

/** Admin CRUD of withdrawal methods, with each method's processing time. */
export function AdminWithdrawalMethods() {
  const t = useT();
  // Memoised per language so their identity is stable: the list reloads whenever its loader changes.
  const fallbacks = useMemo(
    () => ({ fetch: t('withdraw.error.fetchMethods'), remove: t('withdraw.error.deleteMethod') }),
    [t],
  );
  const processingColumn = useMemo(
    () => ({
      header: t('adminMoney.withdrawalMethod.processing'),
      cell: (m: WithdrawalMethod) => m.processingTime,
      className: '',
    }),
    [t],
  );
  return (
    <AdminMethodList
      titleId="withdrawal-methods-title"
      title={t('adminMoney.withdrawalMethod.title')}
      emptyText={t('adminMoney.withdrawalMethod.empty')}
      load={loadAllMethods}
      remove={deleteWithdrawalMethod}
      fallbacks={fallbacks}
      currencyCell={currencyCell}
      extraColumn={processingColumn}
      Form={WithdrawalMethodForm}
    />
  );
}
