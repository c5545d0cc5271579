import { messageTemplateListSchema, type MessageTemplate } from '../../../contract/message-templates.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const FETCH_TEMPLATES_FAILED = 'Failed to fetch the templates';

export async function getTemplates(): Promise<MessageTemplate[]> {
  const { data } = await callApi(
    () => api.get('admin/templates').json(messageTemplateListSchema),
    FETCH_TEMPLATES_FAILED,
  );
  return data;
}
