import { createFileRoute } from '@tanstack/react-router';
import { optionalOneOf, type RawParams, optionalKeys } from '../../lib/search-params.ts';
import { TRANSACTION_TYPES, type TransactionType } from '../../contract/transaction-types.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { TransactionHistory } from '../../features/transactions/components/transaction-history.tsx';
import { StatementsControl } from '../../features/statements/components/statements-control.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

// An unknown ?type= (an old link, a typo) falls back to all types instead of an error page.
const validateSearch = (raw: RawParams) => optionalKeys({ type: optionalOneOf(TRANSACTION_TYPES, raw['type']) });

export const Route = createFileRoute('/user/transactions')({
  validateSearch,
  component: TransactionsPage,
});

function TransactionsPage() {
  const t = useT();
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTypeChange = (next: TransactionType | undefined) => void navigate({ search: next ? { type: next } : {} });
  return (
    <>
      <PageTitle title={t('transactions.title')} />
      <StatementsControl />
      <TransactionHistory type={type} onTypeChange={onTypeChange} />
    </>
  );
}
