import { marketSchema, type Market } from '../../../contract/market.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function getMarket(): Promise<Market> {
  return callApi(() => api.get('market').json(marketSchema), DEFAULTS.fetchMarket);
}
