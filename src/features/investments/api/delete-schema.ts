import { deleteSchemaResultSchema } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function deleteSchema(id: string): Promise<{ message: string; deleted: boolean }> {
  return callApi(() => api.delete(`admin/schemas/${id}`).json(deleteSchemaResultSchema), DEFAULTS.deleteSchema);
}
