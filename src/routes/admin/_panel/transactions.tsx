import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TRANSACTION_STATUSES } from '../../../contract/transactions.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import type { TransactionFilters } from '../../../features/admin-transactions/api/get-admin-transactions.ts';
import { TransactionsConsole } from '../../../features/admin-transactions/components/transactions-console.tsx';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined);
const searchSchema = z.object({
  type: z.string().regex(/^[a-z_]{1,40}$/).optional().catch(undefined),
  status: z.enum(TRANSACTION_STATUSES).optional().catch(undefined),
  user: z.string().max(254).optional().catch(undefined),
  from: day,
  to: day,
});

export const Route = createFileRoute('/admin/_panel/transactions')({
  validateSearch: searchSchema,
  component: AdminTransactionsPage,
});

function AdminTransactionsPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFilters = (next: TransactionFilters) => {
    const search = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== ''));
    void navigate({ search });
  };
  return (
    <>
      <PageTitle title="Transactions" />
      <TransactionsConsole filters={filters} onFilters={onFilters} />
    </>
  );
}
