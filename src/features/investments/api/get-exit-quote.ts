import { exitQuoteSchema, type ExitQuote } from '../../../contract/investment-exit.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

/** What leaving this investment now would return, keep and cost. */
export function getExitQuote(id: string): Promise<ExitQuote> {
  return callApi(
    () => api.get(`investments/${encodeURIComponent(id)}/exit-quote`).json(exitQuoteSchema),
    DEFAULTS.fetchExitQuote,
  );
}
