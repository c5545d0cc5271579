import { formatMoney } from '../../../contract/cents.ts';
import { findWallet } from '../find-wallet.ts';
import { useWalletStore } from '../wallet-store.ts';
import { PendingMoney } from './pending-money.tsx';
import { StaleWarning } from './stale-warning.tsx';
import { WalletBalance } from './wallet-balance.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The headline figure: both wallets together, in cents so 0.1 + 0.2 stays 0.30. */
function useTotalBalance(): string | null {
  const wallets = useWalletStore((s) => s.wallets);
  const loading = useWalletStore((s) => s.loading);
  const failed = useWalletStore((s) => s.wallets === null && s.error !== null);
  if (wallets === null && loading) return null;
  if (failed) return '';
  const main = findWallet(wallets, 'main');
  const profit = findWallet(wallets, 'profit');
  const cents = Math.round(main.balance * 100) + Math.round(profit.balance * 100);
  return formatMoney(cents / 100, main.currency);
}

/** Dashboard headline: total balance, then Main and Profit, with loading, error and stale states. */
export function WalletOverview() {
  const wallets = useWalletStore((s) => s.wallets);
  const error = useWalletStore((s) => s.error);
  const loading = useWalletStore((s) => s.loading);
  const refresh = useWalletStore((s) => s.refresh);
  const t = useT();
  const total = useTotalBalance();

  return (
    <section
      aria-labelledby="balances-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-card shadow-sm"
    >
      <h2 id="balances-title" className="sr-only">
        {t('wallet.balances')}
      </h2>
      <div className="flex flex-col gap-1">
        <span className="text-label text-fg-muted">{t('wallet.totalBalance')}</span>
        <span className="text-display nowrap-value" aria-busy={total === null || undefined}>
          {total === null ? t('wallet.loading') : total || t('wallet.unavailable')}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-3 border-t border-line pt-3">
        <WalletBalance type="main" />
        <WalletBalance type="profit" />
      </div>
      <PendingMoney />
      <StaleWarning />
      {wallets === null && error && !loading ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-label text-danger">
          <span>{t('wallet.loadFailed', { error })}</span>
          <button
            type="button"
            onClick={() => void refresh()}
            className="min-h-tap rounded-control border border-current px-3 py-1 focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('wallet.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
