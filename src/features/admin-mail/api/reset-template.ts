import type { Locale } from '../../../contract/locales.ts';
import { messageTemplateResponseSchema, type MessageTemplate } from '../../../contract/message-templates.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const resetTemplateFailed = (): string => translate('adminMoney.error.resetTemplate');

/** DELETE: back to the built-in wording of this template in this language. */
export async function resetTemplate(key: string, locale: Locale): Promise<MessageTemplate> {
  const { data } = await callApi(
    () => api.delete(`admin/templates/${encodeURIComponent(key)}/${locale}`).json(messageTemplateResponseSchema),
    resetTemplateFailed(),
  );
  return data;
}
