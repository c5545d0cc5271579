import { translate } from '../../../lib/i18n/i18n.ts';
import { schemaListSchema, type InvestmentSchema } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** GET /api/schemas: the plans a recurring investment can go into. */
export async function getPlanSchemas(): Promise<InvestmentSchema[]> {
  return (await callApi(() => api.get('schemas').json(schemaListSchema), translate('recurring.error.schemas'))).schemas;
}
