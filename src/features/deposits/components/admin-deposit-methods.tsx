import type { DepositMethod } from '../../../contract/deposits.ts';
import { AdminMethodList } from '../../../components/admin/admin-method-list.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { deleteDepositMethod } from '../api/delete-deposit-method.ts';
import { getAdminDepositMethods } from '../api/get-admin-deposit-methods.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';
import { DepositMethodForm } from './deposit-method-form.tsx';

// Module-level so their identity is stable: the list reloads whenever its loader changes.
const FALLBACKS = { fetch: DEPOSIT_DEFAULTS.fetchMethods, remove: DEPOSIT_DEFAULTS.deleteMethod };
const RATE_COLUMN = { header: 'Rate', cell: (m: DepositMethod) => m.rate, className: 'tabular-nums' };

function currencyCell(m: DepositMethod): string {
  return m.network ? `${m.currency} · ${m.network}` : m.currency;
}

/** An active on-chain method whose watcher fails is not simply "Active": its payments wait, and the admin sees why. */
function statusCell(m: DepositMethod) {
  if (!m.active || !m.evm?.delayed) return null;
  return (
    <span className="flex flex-col gap-1 whitespace-normal">
      <StatusBadge status="pending" label="Active, payments delayed" />
      <span className="text-sm text-danger">
        {m.evm.scanError ? `Chain watcher: ${m.evm.scanError}` : (m.evm.rpcWarning ?? 'The RPC has not answered yet')}
      </span>
    </span>
  );
}

/** Admin CRUD of deposit methods; crypto methods show their network beside the currency. */
export function AdminDepositMethods() {
  return (
    <AdminMethodList
      titleId="deposit-methods-title"
      title="Deposit methods"
      emptyText="No deposit methods yet"
      load={getAdminDepositMethods}
      remove={deleteDepositMethod}
      fallbacks={FALLBACKS}
      currencyCell={currencyCell}
      extraColumn={RATE_COLUMN}
      Form={DepositMethodForm}
      statusCell={statusCell}
    />
  );
}
