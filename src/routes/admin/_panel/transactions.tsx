import { createFileRoute } from '@tanstack/react-router';
import { optionalDay, optionalOneOf, optionalText, type RawParams, optionalKeys } from '../../../lib/search-params.ts';
import { TRANSACTION_STATUSES } from '../../../contract/transaction-types.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import type { TransactionFilters } from '../../../features/admin-transactions/api/get-admin-transactions.ts';
import { TransactionsConsole } from '../../../features/admin-transactions/components/transactions-console.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

const validateSearch = (raw: RawParams) =>
  optionalKeys({
    type: optionalText(raw['type'], { max: 40, pattern: /^[a-z_]{1,40}$/ }),
    status: optionalOneOf(TRANSACTION_STATUSES, raw['status']),
    user: optionalText(raw['user'], { max: 254 }),
    from: optionalDay(raw['from']),
    to: optionalDay(raw['to']),
  });

export const Route = createFileRoute('/admin/_panel/transactions')({
  validateSearch,
  component: AdminTransactionsPage,
});

function AdminTransactionsPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const t = useT();
  const onFilters = (next: TransactionFilters) => {
    const search = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== ''));
    void navigate({ search });
  };
  return (
    <>
      <PageTitle title={t('admin.transactions.title')} />
      <TransactionsConsole filters={filters} onFilters={onFilters} />
    </>
  );
}
