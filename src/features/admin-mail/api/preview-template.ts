import type { Locale } from '../../../contract/locales.ts';
import {
  templatePreviewSchema,
  type TemplatePreview,
  type TemplateWordingRequest,
} from '../../../contract/message-templates.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const previewTemplateFailed = (): string => translate('adminMoney.error.previewTemplate');

/** POST: the wording rendered with sample values; saves nothing. */
export async function previewTemplate(
  key: string,
  locale: Locale,
  wording: TemplateWordingRequest,
  signal?: AbortSignal,
): Promise<TemplatePreview> {
  const { data } = await callApi(
    () =>
      api
        .post(`admin/templates/${encodeURIComponent(key)}/${locale}/preview`, { json: wording, signal })
        .json(templatePreviewSchema),
    previewTemplateFailed(),
  );
  return data;
}
