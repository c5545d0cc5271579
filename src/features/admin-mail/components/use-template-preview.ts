import { useEffect, useState } from 'react';
import type { Locale } from '../../../contract/locales.ts';
import type { TemplatePreview } from '../../../contract/message-templates.ts';
import { toApiError } from '../../../lib/api-error.ts';
import { previewTemplateFailed, previewTemplate } from '../api/preview-template.ts';

export type PreviewState = {
  preview: TemplatePreview | null;
  pending: boolean;
  /** The server's refusal per field (a text that does not render), shown under that field. */
  fieldErrors: Record<string, string>;
  error: string | null;
};

const PAUSE_MS = 350;

/** The wording rendered by the server as it is typed: one request after a short pause, the previous one cancelled. */
export function useTemplatePreview(key: string | null, locale: Locale, subject: string, body: string): PreviewState {
  const [state, setState] = useState<PreviewState>({ preview: null, pending: false, fieldErrors: {}, error: null });
  useEffect(() => {
    if (!key || body.trim() === '') return;
    const controller = new AbortController();
    setState((s) => ({ ...s, pending: true }));
    const timer = setTimeout(() => {
      previewTemplate(key, locale, { subject, body }, controller.signal)
        .then((preview) => setState({ preview, pending: false, fieldErrors: {}, error: null }))
        .catch((caught: unknown) => {
          if (controller.signal.aborted) return;
          const error = toApiError(caught, previewTemplateFailed());
          const fields = Object.keys(error.fieldErrors).length > 0;
          setState((s) => ({
            ...s,
            pending: false,
            fieldErrors: error.fieldErrors,
            error: fields ? null : error.message,
          }));
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, locale, subject, body]);
  return state;
}
