import { translate } from '../../../lib/i18n/i18n.ts';
import { marketSchema, type MarketAsset } from '../../../contract/market.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** GET /api/market: the assets a price alert can watch, with their rate now. */
export async function getMarketRates(): Promise<MarketAsset[]> {
  return (await callApi(() => api.get('market').json(marketSchema), translate('alerts.error.market'))).assets;
}
