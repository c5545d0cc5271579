import type { Locale } from '../../../contract/locales.ts';
import {
  templatePreviewSchema,
  type TemplatePreview,
  type TemplateWordingRequest,
} from '../../../contract/message-templates.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const PREVIEW_TEMPLATE_FAILED = 'Failed to render the preview';

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
    PREVIEW_TEMPLATE_FAILED,
  );
  return data;
}
