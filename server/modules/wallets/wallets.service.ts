/**
 * A user's wallets as the API shows them. Reads are single queries (the hot one batched by the
 * route), so the service exports the repo's functions as they are, for the route and for every
 * money module that answers with the wallets it changed.
 */
export { listUserWallets, sessionsWithWallets, toPublicWallet } from './wallets.repo.ts';
