/**
 * A user's own transactions, newest first, as the ledger view shows them. The page is one query,
 * so the service exports the repo's function as it is, for the route and the admin's user detail.
 */
export { transactionPage } from './transactions.repo.ts';
