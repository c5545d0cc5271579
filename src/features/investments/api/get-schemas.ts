import { translate } from '../../../lib/i18n/i18n.ts';
import { schemaListSchema, type InvestmentSchema } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** Active schemas, featured first. */
export async function getSchemas(): Promise<InvestmentSchema[]> {
  return (await callApi(() => api.get('schemas').json(schemaListSchema), translate('invest.error.fetchSchemas')))
    .schemas;
}
