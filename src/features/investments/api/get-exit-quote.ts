import { translate } from '../../../lib/i18n/i18n.ts';
import { exitQuoteSchema, type ExitQuote } from '../../../contract/investment-exit.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** What leaving this investment now would return, keep and cost. */
export function getExitQuote(id: string): Promise<ExitQuote> {
  return callApi(
    () => api.get(`investments/${encodeURIComponent(id)}/exit-quote`).json(exitQuoteSchema),
    translate('invest.error.exitQuote'),
  );
}
