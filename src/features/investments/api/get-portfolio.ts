import { translate } from '../../../lib/i18n/i18n.ts';
import { portfolioSchema, type Portfolio } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export function getPortfolio(): Promise<Portfolio> {
  return callApi(() => api.get('portfolio').json(portfolioSchema), translate('invest.error.fetchPortfolio'));
}
