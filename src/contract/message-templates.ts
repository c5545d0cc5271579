import { z } from 'zod';
import { LOCALES } from './locales.ts';

/**
 * Admin › Templates: the wording of each mail and in-app notice per language, the built-in one or
 * an administrator's. Keys are `mail.<template>` (subject and body) and `notice.<name>` (body only:
 * the in-app text, also sent by push). Texts are ICU MessageFormat with the template's placeholders.
 */
export const TEMPLATE_KINDS = ['mail', 'notice'] as const;

export const templateWordingSchema = z.object({
  locale: z.enum(LOCALES),
  /** The mail's subject; null for a notice. */
  subject: z.string().nullable(),
  body: z.string(),
  overridden: z.boolean(),
  updatedAt: z.string().nullable(),
});

export const messageTemplateSchema = z.object({
  key: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  /** Placeholders the texts may use, e.g. "amount". */
  placeholders: z.array(z.string()),
  wordings: z.array(templateWordingSchema),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageTemplateListSchema = z.object({ data: z.array(messageTemplateSchema) });
export const messageTemplateResponseSchema = z.object({ data: messageTemplateSchema, message: z.string() });

/** `PUT …/{key}/{locale}` and its preview: a notice ignores the subject. */
export const templateWordingRequestSchema = z.strictObject({
  subject: z.string().trim().max(300).default(''),
  body: z.string().trim().min(1).max(5000),
});
export type TemplateWordingRequest = z.input<typeof templateWordingRequestSchema>;

export const templatePreviewSchema = z.object({
  data: z.object({
    subject: z.string().nullable(),
    text: z.string(),
    /** The mail's HTML part; null for a notice. */
    html: z.string().nullable(),
  }),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>['data'];
