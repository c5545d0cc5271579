import { z } from 'zod';

/** What a notification or mail is about; security cannot be turned off on any channel. */
export const MAIL_CATEGORIES = ['money', 'investments', 'security', 'support', 'news'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];
export type NotificationCategory = MailCategory;

/** Where a notification is delivered: the bell (in-app), e-mail, Web Push. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const mailPreferenceSchema = z.object({
  category: z.enum(MAIL_CATEGORIES),
  /** The bell and the All Notifications page. */
  inApp: z.boolean(),
  email: z.boolean(),
  /** Web Push, on every device where push is turned on. */
  push: z.boolean(),
  /** True for security: delivered on every channel, whatever the switches say. */
  locked: z.boolean(),
});
export type MailPreference = z.infer<typeof mailPreferenceSchema>;

/** `GET /api/notification-preferences`: one row per category, in MAIL_CATEGORIES order. */
export const mailPreferencesSchema = z.object({ preferences: z.array(mailPreferenceSchema) });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/**
 * `PUT /api/notification-preferences`: the categories to change, each with the channels to set
 * (channels left out keep their value, so `{ category, email }` from older clients still works).
 * Turning security off on any channel, or naming a category twice, is a 400 naming the field.
 */
export const mailPreferencesUpdateSchema = z.strictObject({
  preferences: z
    .array(
      z
        .strictObject({
          category: z.enum(MAIL_CATEGORIES),
          inApp: z.boolean().optional(),
          email: z.boolean().optional(),
          push: z.boolean().optional(),
        })
        .refine(
          (p) => p.inApp !== undefined || p.email !== undefined || p.push !== undefined,
          'must set inApp, email or push',
        ),
    )
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
