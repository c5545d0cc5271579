import { schemaListSchema, type InvestmentSchema } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

/** Active schemas, featured first. */
export async function getSchemas(): Promise<InvestmentSchema[]> {
  return (await callApi(() => api.get('schemas').json(schemaListSchema), DEFAULTS.fetchSchemas)).schemas;
}
