import type { Wallet } from '../../contract/wallet-shape.ts';
import { DEFAULT_CURRENCY, type WalletType } from '../../contract/wallet-types.ts';

export type WalletView = { name: string; balance: number; currency: string; type: WalletType };

const LABELS: Record<WalletType, string> = { main: 'Main Wallet', profit: 'Profit Wallet' };

/** A wallet is found by type, or by a name containing the type. */
export function findWalletRecord(wallets: readonly Wallet[] | null, type: WalletType): Wallet | null {
  const list = wallets ?? [];
  return list.find((w) => w.type === type) ?? list.find((w) => w.name.toLowerCase().includes(type)) ?? null;
}

/** The wallet to display; a missing one shows as a zero-balance default. */
export function findWallet(wallets: readonly Wallet[] | null, type: WalletType): WalletView {
  const found = findWalletRecord(wallets, type);
  if (!found) return { name: LABELS[type], balance: 0, currency: DEFAULT_CURRENCY, type };
  return { name: LABELS[type], balance: found.balance, currency: found.currency || DEFAULT_CURRENCY, type };
}
