import { walletListSchema, type Wallet } from '../../../contract/wallet-shape.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function getWallets(): Promise<Wallet[]> {
  return callApi(() => api.get('wallet/wallets').json(walletListSchema), DEFAULTS.fetchWallets);
}
