import type { Locale } from '../../../contract/locales.ts';
import { messageTemplateResponseSchema, type MessageTemplate } from '../../../contract/message-templates.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const RESET_TEMPLATE_FAILED = 'Failed to restore the built-in wording';

/** DELETE: back to the built-in wording of this template in this language. */
export async function resetTemplate(key: string, locale: Locale): Promise<MessageTemplate> {
  const { data } = await callApi(
    () => api.delete(`admin/templates/${encodeURIComponent(key)}/${locale}`).json(messageTemplateResponseSchema),
    RESET_TEMPLATE_FAILED,
  );
  return data;
}
