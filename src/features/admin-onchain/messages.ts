/** Default error messages of the on-chain admin calls. */
export const ONCHAIN_DEFAULTS = {
  fetchPayments: 'Failed to fetch on-chain payments',
  fetchWatchers: 'Failed to fetch the chain watcher status',
  resolve: 'Failed to decide the payment',
  sweep: 'Failed to download the sweep report',
} as const;
