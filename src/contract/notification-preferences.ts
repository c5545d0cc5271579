import { z } from 'zod';

/** What a mail is about; security mail cannot be turned off. */
export const MAIL_CATEGORIES = ['money', 'investments', 'security', 'support', 'news'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export const mailPreferenceSchema = z.object({
  category: z.enum(MAIL_CATEGORIES),
  email: z.boolean(),
  /** True for security: always mailed, whatever `email` says. */
  locked: z.boolean(),
});
export type MailPreference = z.infer<typeof mailPreferenceSchema>;

/** `GET /api/notification-preferences`: one row per category, in MAIL_CATEGORIES order. */
export const mailPreferencesSchema = z.object({ preferences: z.array(mailPreferenceSchema) });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** `PUT /api/notification-preferences`: the categories to change; security cannot be turned off. */
export const mailPreferencesUpdateSchema = z.strictObject({
  preferences: z
    .array(z.strictObject({ category: z.enum(MAIL_CATEGORIES), email: z.boolean() }))
    .min(1, 'must name at least one category')
    .max(MAIL_CATEGORIES.length),
});
export type MailPreferencesUpdate = z.infer<typeof mailPreferencesUpdateSchema>;

/** `POST /api/mail/unsubscribe?u&c&t`: the signed link of a mail's footer or List-Unsubscribe header (RFC 8058 one-click). */
export const unsubscribeQuerySchema = z.strictObject({
  u: z.uuid('must be a user id'),
  c: z.enum(MAIL_CATEGORIES),
  t: z.string().min(1).max(64),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;
