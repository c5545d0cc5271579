import { schemaListSchema, type InvestmentSchema } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Every schema, active or not, with investment counts. */
export async function getAdminSchemas(): Promise<InvestmentSchema[]> {
  return (await callApi(() => api.get('admin/schemas').json(schemaListSchema), translate('invest.error.fetchSchemas')))
    .schemas;
}
