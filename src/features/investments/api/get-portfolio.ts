import { portfolioSchema, type Portfolio } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function getPortfolio(): Promise<Portfolio> {
  return callApi(() => api.get('portfolio').json(portfolioSchema), DEFAULTS.fetchPortfolio);
}
