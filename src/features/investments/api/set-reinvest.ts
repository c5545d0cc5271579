import { translate } from '../../../lib/i18n/i18n.ts';
import { investmentChangedSchema, type InvestmentChanged } from '../../../contract/investment-exit.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** Compounding on or off for the periods not yet paid. */
export function setReinvest(id: string, reinvestProfit: boolean): Promise<InvestmentChanged> {
  return callApi(
    () =>
      api
        .put(`investments/${encodeURIComponent(id)}/reinvest`, { json: { reinvest_profit: reinvestProfit } })
        .json(investmentChangedSchema),
    translate('invest.error.change'),
  );
}
