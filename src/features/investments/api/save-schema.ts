import { schemaOneSchema, type InvestmentSchema, type SchemaInputBody } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Creates a schema (no id) or replaces one's terms (id). */
export async function saveSchema(body: SchemaInputBody, id?: string): Promise<InvestmentSchema> {
  const request = id
    ? () => api.put(`admin/schemas/${id}`, { json: body })
    : () => api.post('admin/schemas', { json: body });
  return (await callApi(() => request().json(schemaOneSchema), translate('schema.error.save'))).schema;
}
