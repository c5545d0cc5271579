import { LOCALES, type Locale } from '../../../src/contract/locales.ts';
import { readServerCatalog, type ServerMessageValues } from '../../i18n/translate.ts';
import { MAIL_SAMPLES } from '../mail/mail.samples.ts';
import { mailMessageId, mailValues, templates, type MailTemplate } from '../mail/mail.templates.ts';
import { NOTICE_SAMPLES, noticeMessageId, noticeValues, type NoticeName } from '../notifications/notice-texts.ts';

/**
 * The messages an administrator may word per language: every mail but the stored "plain" one
 * (`mail.<template>`: subject and body) and every catalog notice (`notice.<name>`: body).
 */
export type EditableTemplate =
  | { key: string; kind: 'mail'; template: MailTemplate; sample: Record<string, unknown> }
  | { key: string; kind: 'notice'; name: NoticeName; sample: Record<string, unknown> };

const SAMPLE_NAME = { firstName: 'Ada' };

export const EDITABLE_TEMPLATES: EditableTemplate[] = [
  ...(Object.keys(templates) as MailTemplate[])
    .filter((t) => t !== 'plain')
    .map((template) => ({
      key: `mail.${template}`,
      kind: 'mail' as const,
      template,
      sample: { ...SAMPLE_NAME, ...MAIL_SAMPLES[template] },
    })),
  ...(Object.keys(NOTICE_SAMPLES) as NoticeName[]).map((name) => ({
    key: `notice.${name}`,
    kind: 'notice' as const,
    name,
    sample: NOTICE_SAMPLES[name],
  })),
];

export const editableTemplate = (key: string): EditableTemplate | undefined =>
  EDITABLE_TEMPLATES.find((t) => t.key === key);

/** The values a template's texts are made with, from its sample, in `locale` (derived ones included). */
export const sampleValuesIn = (t: EditableTemplate, locale: Locale): ServerMessageValues =>
  t.kind === 'mail' ? mailValues(t.template, t.sample, locale) : noticeValues(t.name, t.sample, locale);

/** The placeholders a template's texts may use: its data, the derived values and the reader's first name. */
export function placeholdersAllowed(t: EditableTemplate): string[] {
  return Object.keys(sampleValuesIn(t, 'en')).sort();
}

let catalogs: Map<Locale, Record<string, string>> | undefined;

/** The built-in ICU text of a field (the catalog's), in `locale`. */
export function builtInText(t: EditableTemplate, locale: Locale, field: 'subject' | 'body'): string | null {
  catalogs ??= new Map(LOCALES.map((l) => [l, readServerCatalog(l)]));
  const id = t.kind === 'mail' ? mailMessageId(t.template, field) : field === 'body' ? noticeMessageId(t.name) : null;
  return id ? (catalogs.get(locale)?.[id] ?? null) : null;
}
