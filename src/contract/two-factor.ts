import { z } from 'zod';

/** A 6-digit code from an authenticator app (spaces the user types are dropped). */
export const totpCodeField = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app'));

export const twoFactorStatusSchema = z.object({ enabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Shown once, while enrolment waits for the first code; never again after it is confirmed. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnableRequestSchema = z.strictObject({ code: totpCodeField });
export const twoFactorDisableRequestSchema = z.strictObject({
  password: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
  code: totpCodeField,
});
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;
