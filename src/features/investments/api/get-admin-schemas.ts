import { schemaListSchema, type InvestmentSchema } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

/** Every schema, active or not, with investment counts. */
export async function getAdminSchemas(): Promise<InvestmentSchema[]> {
  return (await callApi(() => api.get('admin/schemas').json(schemaListSchema), DEFAULTS.fetchSchemas)).schemas;
}
