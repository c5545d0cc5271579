import { marketSchema, type Market, type RatesUpdate } from '../../../contract/market.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function updateRates(body: RatesUpdate): Promise<Market> {
  return callApi(() => api.put('admin/rates', { json: body }).json(marketSchema), DEFAULTS.updateRates);
}
