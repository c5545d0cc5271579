import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../contract/locales.ts';
import type { MessageTemplate } from '../../../contract/message-templates.ts';
import { FormError } from '../../../components/form/form-error.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/toast.tsx';
import { fetchTemplatesFailed, getTemplates } from '../api/get-templates.ts';
import { resetTemplateFailed, resetTemplate } from '../api/reset-template.ts';
import { saveTemplateFailed, saveTemplate } from '../api/save-template.ts';
import { TemplatePreviewPane } from './template-preview.tsx';
import { useTemplatePreview } from './use-template-preview.ts';

const LANGUAGE_OPTIONS = LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }));

/** /admin/templates: pick a template and a language, edit its wording beside a live preview, save or go back to the built-in one. */
export function TemplatesEditor() {
  const t = useT();
  const bodyId = useId();
  const [templates, setTemplates] = useState<MessageTemplate[] | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const [locale, setLocale] = useState<Locale>('en');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [pending, setPending] = useState<'save' | 'reset' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    getTemplates()
      .then((list) => {
        setTemplates(list);
        setKey((k) => k ?? list[0]?.key ?? null);
      })
      .catch((caught: unknown) => setError(toApiError(caught, fetchTemplatesFailed()).message));
  }, []);

  const template = templates?.find((x) => x.key === key) ?? null;
  const wording = template?.wordings.find((w) => w.locale === locale) ?? null;
  // The editor starts from the wording in force whenever the template or the language changes.
  useEffect(() => {
    setSubject(wording?.subject ?? '');
    setBody(wording?.body ?? '');
    setSaveErrors({});
  }, [wording]);

  const preview = useTemplatePreview(key, locale, subject, body);
  const fieldErrors = { ...preview.fieldErrors, ...saveErrors };

  const replace = useCallback((updated: MessageTemplate) => {
    setTemplates((list) => list?.map((x) => (x.key === updated.key ? updated : x)) ?? null);
  }, []);

  async function run(kind: 'save' | 'reset') {
    if (!key) return;
    setPending(kind);
    setError(null);
    setSaveErrors({});
    try {
      const updated =
        kind === 'save' ? await saveTemplate(key, locale, { subject, body }) : await resetTemplate(key, locale);
      replace(updated);
      notify.success(t(kind === 'save' ? 'templates.saved' : 'templates.resetDone'));
    } catch (caught) {
      const apiError = toApiError(caught, kind === 'save' ? saveTemplateFailed() : resetTemplateFailed());
      setSaveErrors(apiError.fieldErrors);
      if (Object.keys(apiError.fieldErrors).length === 0) setError(apiError.message);
    } finally {
      setPending(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run('save');
  }

  if (!templates) return error ? <FormError message={error} /> : <p role="status">{t('templates.loading')}</p>;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('templates.editor')}>
        <div className="flex flex-wrap gap-4">
          <SelectField
            label={t('templates.template')}
            value={key ?? ''}
            options={templates.map((x) => ({ value: x.key, label: x.key }))}
            onChange={(e) => setKey(e.target.value)}
            className="flex min-w-64 flex-col gap-1"
          />
          <SelectField
            label={t('templates.language')}
            value={locale}
            options={LANGUAGE_OPTIONS}
            onChange={(e) => setLocale(e.target.value as Locale)}
            className="flex flex-col gap-1"
          />
        </div>
        {template ? (
          <p className="text-sm text-fg-muted">
            {t(template.kind === 'mail' ? 'templates.kind.mail' : 'templates.kind.notice')}
            {' · '}
            {t(wording?.overridden ? 'templates.custom' : 'templates.builtIn')}
          </p>
        ) : null}
        {template?.kind === 'mail' ? (
          <TextField
            name="subject"
            label={t('templates.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={fieldErrors.subject}
            required
          />
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={bodyId} className="text-sm font-medium">
            {t('templates.body')}
          </label>
          <textarea
            id={bodyId}
            name="body"
            rows={10}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={fieldErrors.body ? true : undefined}
            aria-describedby={`${bodyId}-hint${fieldErrors.body ? ` ${bodyId}-error` : ''}`}
            className="rounded-md border border-line-strong bg-surface px-3 py-2 font-mono text-sm text-fg aria-invalid:border-red-600"
          />
          <p id={`${bodyId}-hint`} className="text-xs text-fg-muted">
            {t('templates.bodyHint')}
          </p>
          {fieldErrors.body ? (
            <p id={`${bodyId}-error`} className="text-sm text-danger">
              {fieldErrors.body}
            </p>
          ) : null}
        </div>
        {template ? (
          <p className="text-sm">
            <span className="font-medium">{t('templates.placeholders')}: </span>
            <code className="text-xs">{template.placeholders.map((p) => `{${p}}`).join(' ')}</code>
          </p>
        ) : null}
        {error ? <FormError message={error} /> : null}
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={pending === 'save'} pendingLabel={t('templates.saving')}>
            {t('templates.save')}
          </SubmitButton>
          {wording?.overridden ? (
            <SecondaryButton onClick={() => void run('reset')} disabled={pending !== null}>
              {t(pending === 'reset' ? 'templates.resetting' : 'templates.reset')}
            </SecondaryButton>
          ) : null}
        </div>
      </form>
      <TemplatePreviewPane state={preview} />
    </div>
  );
}
