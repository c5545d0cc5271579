import { walletSummarySchema, type WalletSummary } from '../../../contract/wallet-summary-shape.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export async function getWalletSummary(): Promise<WalletSummary> {
  const { data } = await callApi(() => api.get('wallet/summary').json(walletSummarySchema), DEFAULTS.fetchSummary);
  return data;
}
