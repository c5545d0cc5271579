import { messageTemplateListSchema, type MessageTemplate } from '../../../contract/message-templates.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const fetchTemplatesFailed = (): string => translate('adminMoney.error.fetchTemplates');

export async function getTemplates(): Promise<MessageTemplate[]> {
  const { data } = await callApi(
    () => api.get('admin/templates').json(messageTemplateListSchema),
    fetchTemplatesFailed(),
  );
  return data;
}
