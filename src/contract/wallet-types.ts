// Wallet kinds and the site currency, without zod: the first page and the server both use them.

/** A user's two wallets: deposits land in main, profits in profit. */
export const WALLET_TYPES = ['main', 'profit'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];
export const DEFAULT_CURRENCY = 'USD';
