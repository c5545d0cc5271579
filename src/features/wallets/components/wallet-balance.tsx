import type { WalletType } from '../../../contract/wallet-types.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { findWallet } from '../find-wallet.ts';
import { useWalletStore } from '../wallet-store.ts';

type WalletBalanceProps = { type: WalletType; size?: 'sm' | 'lg' };

/** One wallet's name and balance ("0.00 USD"), from the wallets store. */
export function WalletBalance({ type, size = 'sm' }: WalletBalanceProps) {
  const wallets = useWalletStore((s) => s.wallets);
  const loading = useWalletStore((s) => s.loading);
  const failed = useWalletStore((s) => s.wallets === null && s.error !== null);
  const wallet = findWallet(wallets, type);
  const first = wallets === null && loading;
  // Never show a made-up zero when the balances could not be loaded at all.
  const text = first ? 'Loading...' : failed ? 'Unavailable' : formatMoney(wallet.balance, wallet.currency);
  return (
    <div className="flex flex-col">
      <span className={size === 'lg' ? 'text-sm text-zinc-600 dark:text-zinc-400' : 'text-xs text-zinc-600 dark:text-zinc-400'}>
        {wallet.name}
      </span>
      <span className={size === 'lg' ? 'text-2xl font-bold tabular-nums' : 'font-semibold tabular-nums'} aria-busy={first || undefined}>
        {text}
      </span>
    </div>
  );
}
