import { deleteSchemaResultSchema } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export function deleteSchema(id: string): Promise<{ message: string; deleted: boolean }> {
  return callApi(
    () => api.delete(`admin/schemas/${id}`).json(deleteSchemaResultSchema),
    translate('schema.error.delete'),
  );
}
