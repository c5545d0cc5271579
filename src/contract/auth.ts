import { z } from 'zod';
import { totpCodeField } from './two-factor.ts';
import { passkeyAssertionSchema } from './passkey-assertion.ts';
import { LOCALES } from './locales.ts';

export const ROLES = ['user', 'admin'] as const;

/** A language of the product (src/contract/locales.ts); its zod schema lives here, beside the calls that carry it. */
export const localeSchema = z.enum(LOCALES, { error: 'must be one of en, es, fr, ru' });
export type Role = (typeof ROLES)[number];

const trimmed = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const passwordField = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters');

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'));

export const usernameField = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(32, 'must be at most 32 characters')
  .regex(/^[a-zA-Z0-9_.-]+$/, 'may contain letters, digits, dot, dash and underscore only');

export const phoneField = z
  .string()
  .trim()
  .min(5, 'must be at least 5 characters')
  .max(32, 'must be at most 32 characters')
  .regex(/^\+?[0-9 ()-]+$/, 'must be a phone number');

export const loginRequestSchema = z.strictObject({
  email: z.string().trim().min(1, 'is required').max(254, 'must be at most 254 characters'),
  password: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
  /** Asked only when the account has two-factor authentication on (401 TOTP_REQUIRED otherwise). */
  totp: totpCodeField.optional(),
  /** One of the account's passkeys in place of `totp` (an assertion to POST /api/passkeys/authentication-options' challenge). */
  passkey: z.optional(passkeyAssertionSchema),
});

export const registerRequestSchema = z.strictObject({
  email: emailField,
  password: passwordField,
  username: usernameField,
  firstName: trimmed(64),
  lastName: trimmed(64),
  phone: phoneField,
  country: trimmed(64),
  referralCode: z.string().trim().max(64, 'must be at most 64 characters').optional(),
});

export const emailOnlySchema = z.strictObject({ email: emailField });
export const tokenOnlySchema = z.strictObject({ token: z.string().min(1, 'is required').max(256, 'is too long') });

export const resetPasswordRequestSchema = z
  .strictObject({
    token: z.string().min(1, 'is required').max(256, 'is too long'),
    newPassword: passwordField,
    confirmPassword: z.string().max(128, 'must be at most 128 characters'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'must match the new password',
    path: ['confirmPassword'],
  });

export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
    newPassword: passwordField,
    confirmPassword: z.string().max(128, 'must be at most 128 characters'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'must match the new password',
    path: ['confirmPassword'],
  });

/** Whether `value` is an absolute https:// URL with a host (nothing the browser would run or read locally). */
export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '';
}

/**
 * The profile picture: an https:// URL, or '' / null for none. javascript:, data:, file: and
 * plain http: are refused: the address is shown to admins and the user as an image source.
 */
export const avatarField = z
  .string()
  .max(2048, 'is too long')
  .refine((v) => v === '' || isHttpsUrl(v), 'must be an https:// URL')
  .nullable()
  .optional();

export const profileRequestSchema = z.strictObject({
  firstName: trimmed(64),
  lastName: trimmed(64),
  phone: phoneField,
  country: trimmed(64),
  avatar: avatarField,
  language: localeSchema.optional(),
});

/** The language alone (the header's picker): the rest of the profile stays as it is. */
export const languageRequestSchema = z.strictObject({ language: localeSchema });

/** True for a body holding only `language`: it is validated as the picker's change, not as a whole profile. */
export const isLanguageOnly = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).join() === 'language';

export const userSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  country: z.string(),
  avatar: z.string().nullable().optional(),
  emailVerified: z.boolean(),
  referralCode: z.string(),
  createdAt: z.string(),
  /** The language of the app, mail, push and statements; a session stored before it existed reads as English. */
  language: localeSchema.default('en'),
});

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export const messageResponseSchema = z.object({ message: z.string() });

export type User = z.infer<typeof userSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type ProfileRequest = z.input<typeof profileRequestSchema>;
export type LanguageRequest = z.input<typeof languageRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
