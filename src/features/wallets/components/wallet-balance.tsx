import type { WalletType } from '../../../contract/wallet-types.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { findWallet } from '../find-wallet.ts';
import { useWalletStore } from '../wallet-store.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { walletNameId } from '../../../components/money/wallet-name.ts';

type WalletBalanceProps = { type: WalletType; size?: 'sm' | 'lg' };

/** One wallet's name and balance ("0.00 USD"), from the wallets store; the amount never breaks. */
export function WalletBalance({ type, size = 'sm' }: WalletBalanceProps) {
  const t = useT();
  const wallets = useWalletStore((s) => s.wallets);
  const loading = useWalletStore((s) => s.loading);
  const failed = useWalletStore((s) => s.wallets === null && s.error !== null);
  const wallet = findWallet(wallets, type);
  const first = wallets === null && loading;
  // Never show a made-up zero when the balances could not be loaded at all.
  const text = first
    ? t('wallet.loading')
    : failed
      ? t('wallet.unavailable')
      : formatMoney(wallet.balance, wallet.currency);
  return (
    <div className="flex min-w-0 flex-col">
      <span className={size === 'lg' ? 'text-label text-fg-muted' : 'text-caption text-fg-muted'}>
        {t(walletNameId(type))}
      </span>
      <span
        className={`nowrap-value ${size === 'lg' ? 'text-title font-bold' : 'font-semibold'}`}
        aria-busy={first || undefined}
      >
        {text}
      </span>
    </div>
  );
}
