import { translate } from '../../../lib/i18n/i18n.ts';
import { investmentChangedSchema, type InvestmentChanged } from '../../../contract/investment-exit.ts';
import type { AtMaturity } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** Pay out or reinvest at maturity, until the investment matures. */
export function setAtMaturity(id: string, atMaturity: AtMaturity): Promise<InvestmentChanged> {
  return callApi(
    () =>
      api
        .put(`investments/${encodeURIComponent(id)}/at-maturity`, { json: { at_maturity: atMaturity } })
        .json(investmentChangedSchema),
    translate('invest.error.change'),
  );
}
