import { useT } from '../../../lib/i18n/use-t.ts';
import type { PreviewState } from './use-template-preview.ts';

/** The server's rendering of the wording with sample values: the subject and the plain text a reader gets. */
export function TemplatePreviewPane({ state }: { state: PreviewState }) {
  const t = useT();
  const { preview } = state;
  return (
    <section aria-labelledby="template-preview-title" aria-busy={state.pending} className="flex flex-col gap-2">
      <h2 id="template-preview-title" className="text-lg font-semibold">
        {t('templates.preview')}
      </h2>
      <p className="text-sm text-fg-muted">{t('templates.previewHint')}</p>
      {state.error ? (
        <p role="alert" className="text-sm text-danger">
          {state.error}
        </p>
      ) : null}
      {preview ? (
        <div
          className="flex flex-col gap-2 rounded-md border border-line-strong bg-surface-2 p-3"
          data-testid="template-preview"
        >
          {preview.subject !== null ? (
            <p className="text-sm">
              <span className="font-semibold">{t('templates.subject')}: </span>
              <span>{preview.subject}</span>
            </p>
          ) : null}
          <pre className="whitespace-pre-wrap break-words font-sans text-sm">{preview.text}</pre>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('templates.previewEmpty')}</p>
      )}
    </section>
  );
}
