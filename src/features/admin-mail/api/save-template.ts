import type { Locale } from '../../../contract/locales.ts';
import {
  messageTemplateResponseSchema,
  type MessageTemplate,
  type TemplateWordingRequest,
} from '../../../contract/message-templates.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const saveTemplateFailed = (): string => translate('adminMoney.error.saveTemplate');

/** PUT: the wording used from now on for this template in this language (400 names a field that does not render). */
export async function saveTemplate(
  key: string,
  locale: Locale,
  wording: TemplateWordingRequest,
): Promise<MessageTemplate> {
  const { data } = await callApi(
    () =>
      api
        .put(`admin/templates/${encodeURIComponent(key)}/${locale}`, { json: wording })
        .json(messageTemplateResponseSchema),
    saveTemplateFailed(),
  );
  return data;
}
