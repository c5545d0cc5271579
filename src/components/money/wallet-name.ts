import type { WalletType } from '../../contract/wallet-types.ts';
import type { MessageId } from '../../lib/i18n/i18n.ts';

const IDS = { main: 'money.wallet.main', profit: 'money.wallet.profit' } as const satisfies Record<
  WalletType,
  MessageId
>;

/** The message of a wallet's name ("Main Wallet", "Profit Wallet"): the same words on every money page. */
export const walletNameId = (type: WalletType): MessageId => IDS[type];
