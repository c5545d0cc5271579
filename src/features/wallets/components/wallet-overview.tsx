import { useWalletStore } from '../wallet-store.ts';
import { StaleWarning } from './stale-warning.tsx';
import { WalletBalance } from './wallet-balance.tsx';

/** Dashboard balances: Main and Profit, with loading, error and stale states. */
export function WalletOverview() {
  const wallets = useWalletStore((s) => s.wallets);
  const error = useWalletStore((s) => s.error);
  const loading = useWalletStore((s) => s.loading);
  const refresh = useWalletStore((s) => s.refresh);

  return (
    <section aria-labelledby="balances-title" className="flex flex-col gap-3">
      <h2 id="balances-title" className="text-lg font-semibold">
        Balances
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
          <WalletBalance type="main" size="lg" />
        </div>
        <div className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
          <WalletBalance type="profit" size="lg" />
        </div>
      </div>
      <StaleWarning />
      {wallets === null && error && !loading ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400">
          <span>Could not load your wallets: {error}</span>
          <button
            type="button"
            onClick={() => void refresh()}
            className="rounded-md border border-current px-3 py-1 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            Retry
          </button>
        </div>
      ) : null}
    </section>
  );
}
