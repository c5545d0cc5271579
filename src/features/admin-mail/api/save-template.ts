import type { Locale } from '../../../contract/locales.ts';
import {
  messageTemplateResponseSchema,
  type MessageTemplate,
  type TemplateWordingRequest,
} from '../../../contract/message-templates.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const SAVE_TEMPLATE_FAILED = 'Failed to save the template';

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
    SAVE_TEMPLATE_FAILED,
  );
  return data;
}
