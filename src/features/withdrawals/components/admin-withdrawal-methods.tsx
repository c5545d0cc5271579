import type { WithdrawalMethod } from '../../../contract/withdrawals.ts';
import { AdminMethodList } from '../../../components/admin/admin-method-list.tsx';
import { deleteWithdrawalMethod } from '../api/delete-withdrawal-method.ts';
import { getWithdrawalMethods } from '../api/get-withdrawal-methods.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import { WithdrawalMethodForm } from './withdrawal-method-form.tsx';

// Module-level so their identity is stable: the list reloads whenever its loader changes.
const FALLBACKS = { fetch: WITHDRAW_DEFAULTS.fetchMethods, remove: WITHDRAW_DEFAULTS.deleteMethod };
const PROCESSING_COLUMN = { header: 'Processing', cell: (m: WithdrawalMethod) => m.processingTime, className: '' };

/** Admins see inactive methods too, so they can reactivate them. */
function loadAllMethods(): Promise<WithdrawalMethod[]> {
  return getWithdrawalMethods(true);
}

function currencyCell(m: WithdrawalMethod): string {
  return m.currency;
}

/** Admin CRUD of withdrawal methods, with each method's processing time. */
export function AdminWithdrawalMethods() {
  return (
    <AdminMethodList
      titleId="withdrawal-methods-title"
      title="Withdrawal methods"
      emptyText="No withdrawal methods yet"
      load={loadAllMethods}
      remove={deleteWithdrawalMethod}
      fallbacks={FALLBACKS}
      currencyCell={currencyCell}
      extraColumn={PROCESSING_COLUMN}
      Form={WithdrawalMethodForm}
    />
  );
}
