import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TRANSACTION_TYPES, type TransactionType } from '../../contract/transactions.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { TransactionHistory } from '../../features/transactions/components/transaction-history.tsx';

// An unknown ?type= (an old link, a typo) falls back to all types instead of an error page.
const searchSchema = z.object({ type: z.enum(TRANSACTION_TYPES).optional().catch(undefined) });

export const Route = createFileRoute('/user/transactions')({
  validateSearch: searchSchema,
  component: TransactionsPage,
});

function TransactionsPage() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTypeChange = (next: TransactionType | undefined) => void navigate({ search: next ? { type: next } : {} });
  return (
    <>
      <PageTitle title="All Transactions" />
      <TransactionHistory type={type} onTypeChange={onTypeChange} />
    </>
  );
}
