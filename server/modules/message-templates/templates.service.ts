import { LOCALES, type Locale } from '../../../src/contract/locales.ts';
import type {
  MessageTemplate,
  TemplatePreview,
  TemplateWordingRequest,
} from '../../../src/contract/message-templates.ts';
import type { Deps } from '../../lib/context.ts';
import { audit } from '../../lib/audit.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { formatWording, placeholdersOf, type Wording } from '../mail/mail.wording.ts';
import { noticeMessage } from '../notifications/notice-texts.ts';
import { allOverrides, deleteOverride, saveOverride, type OverrideRow } from './template-overrides.repo.ts';
import {
  EDITABLE_TEMPLATES,
  builtInText,
  editableTemplate,
  placeholdersAllowed,
  sampleValuesIn,
  type EditableTemplate,
} from './template-registry.ts';

type Field = 'subject' | 'body';

function view(t: EditableTemplate, overrides: OverrideRow[]): MessageTemplate {
  return {
    key: t.key,
    kind: t.kind,
    placeholders: placeholdersAllowed(t),
    wordings: LOCALES.map((locale) => {
      const own = overrides.find((o) => o.templateKey === t.key && o.locale === locale);
      return {
        locale,
        subject: t.kind === 'notice' ? null : (own?.subject ?? builtInText(t, locale, 'subject') ?? ''),
        body: own?.body ?? builtInText(t, locale, 'body') ?? '',
        overridden: own !== undefined,
        updatedAt: own ? own.updatedAt.toISOString() : null,
      };
    }),
  };
}

function templateOf(key: string): EditableTemplate {
  const t = editableTemplate(key);
  if (!t) throw notFound('No such template');
  return t;
}

/**
 * Refuses (400, naming the field) a text that is not valid ICU, uses a placeholder the template
 * does not have, or drops one its built-in text uses; then renders it with the sample values.
 */
function checkedWording(t: EditableTemplate, locale: Locale, input: TemplateWordingRequest): Wording {
  const wording: Wording = {
    subject: t.kind === 'notice' ? '' : (input.subject ?? '').trim(),
    body: input.body.trim(),
  };
  const allowed = new Set(placeholdersAllowed(t));
  const fields: Field[] = t.kind === 'mail' ? ['subject', 'body'] : ['body'];
  for (const field of fields) {
    const text = wording[field];
    if (text === '') throw fieldError(field, 'is required');
    let used: Set<string>;
    try {
      used = placeholdersOf(text);
    } catch (error) {
      throw fieldError(field, `is not valid ICU MessageFormat: ${(error as Error).message.split('\n')[0]}`);
    }
    const unknown = [...used].find((name) => !allowed.has(name));
    if (unknown) throw fieldError(field, `uses the unknown placeholder {${unknown}}`);
    const needed = placeholdersOf(builtInText(t, 'en', field) ?? '');
    const missing = [...needed].find((name) => !used.has(name));
    if (missing) throw fieldError(field, `must keep the placeholder {${missing}}`);
    try {
      formatWording(locale, text, sampleValuesIn(t, locale));
    } catch (error) {
      throw fieldError(field, `cannot be rendered: ${(error as Error).message}`);
    }
  }
  return wording;
}

export function createTemplatesService(deps: Deps) {
  const one = async (t: EditableTemplate) => view(t, await allOverrides(deps.db));
  return {
    list: async (): Promise<MessageTemplate[]> => {
      const overrides = await allOverrides(deps.db);
      return EDITABLE_TEMPLATES.map((t) => view(t, overrides));
    },

    preview: async (key: string, locale: Locale, input: TemplateWordingRequest): Promise<TemplatePreview> => {
      const t = templateOf(key);
      const wording = checkedWording(t, locale, input);
      if (t.kind === 'notice')
        return { subject: null, text: noticeMessage(locale, t.name, t.sample, wording), html: null };
      // react-email loads with the first preview, never with the server's start (as the sender does).
      const { renderMail } = await import('../mail/mail.render.ts');
      const mail = await renderMail(
        t.template,
        { ...t.sample, locale, wording },
        {
          appUrl: deps.env.appUrl,
          platformName: deps.env.platformName,
        },
      );
      return { subject: mail.subject, text: mail.text, html: mail.html };
    },

    save: async (adminId: string, key: string, locale: Locale, input: TemplateWordingRequest) => {
      const t = templateOf(key);
      const wording = checkedWording(t, locale, input);
      const at = deps.now();
      await deps.db.transaction(async (tx) => {
        await saveOverride(tx, { templateKey: key, locale, ...wording, updatedBy: adminId, updatedAt: at });
        await audit(
          tx,
          {
            actorId: adminId,
            action: 'template.update',
            targetType: 'template',
            targetId: `${key}/${locale}`,
            after: wording,
          },
          at,
        );
      });
      return one(t);
    },

    reset: async (adminId: string, key: string, locale: Locale) => {
      const t = templateOf(key);
      const at = deps.now();
      await deps.db.transaction(async (tx) => {
        if (!(await deleteOverride(tx, key, locale))) return;
        await audit(
          tx,
          { actorId: adminId, action: 'template.reset', targetType: 'template', targetId: `${key}/${locale}` },
          at,
        );
      });
      return one(t);
    },
  };
}
