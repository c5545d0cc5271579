import { z } from 'zod';
import * as zm from 'zod/mini';

/**
 * Crockford's base32 (no I, L, O, U), lower case: 8 symbols are 40 random bits. What a user types
 * is read leniently (any case, spaces, no hyphen, O for 0, I or L for 1), as Crockford intends.
 */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** The canonical `xxxx-xxxx` form of a typed recovery code, or undefined when it cannot be one. */
export function canonicalRecoveryCode(input: string): string | undefined {
  const s = input
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  if (!/^[0-9a-hjkmnp-tv-z]{8}$/.test(s)) return undefined;
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/** A 6-digit code from an authenticator app (spaces the user types are dropped): enrolment only. */
export const authenticatorCodeField = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app'));

/**
 * Where a second factor is asked (login's `totp`, a withdrawal's `totp`, disable, new codes): the
 * 6-digit code, or an unused recovery code, answered in its canonical `xxxx-xxxx` form.
 */
export const totpCodeField = z
  .string()
  .max(32, 'must be the 6-digit code from your authenticator app or a recovery code (xxxx-xxxx)')
  .transform((v, ctx) => {
    const compact = v.replace(/\s+/g, '');
    if (/^\d{6}$/.test(compact)) return compact;
    const recovery = canonicalRecoveryCode(compact);
    if (recovery) return recovery;
    ctx.addIssue({
      code: 'custom',
      message: 'must be the 6-digit code from your authenticator app or a recovery code (xxxx-xxxx)',
    });
    return z.NEVER;
  });

// The answers and request objects in zod/mini (built when the Security page opens: passkey-assertion.ts
// says why); the two code fields above stay in the full build, whose transforms can add an issue.
export const twoFactorStatusSchema = zm.object({
  enabled: zm.boolean(),
  recoveryCodesLeft: zm.number().check(zm.int(), zm.nonnegative()),
});
export type TwoFactorStatus = zm.infer<typeof twoFactorStatusSchema>;

/** Shown once, while enrolment waits for the first code; never again after it is confirmed. */
export const twoFactorSetupSchema = zm.object({
  secret: zm.string(),
  otpauthUrl: zm.string(),
  qrDataUrl: zm.string(),
});
export type TwoFactorSetup = zm.infer<typeof twoFactorSetupSchema>;

/** The answer of enable and of a new set: the recovery codes in plain text, this one time only. */
export const recoveryCodesResponseSchema = zm.object({ message: zm.string(), recoveryCodes: zm.array(zm.string()) });
export type RecoveryCodesResponse = zm.infer<typeof recoveryCodesResponseSchema>;

export const twoFactorEnableRequestSchema = zm.strictObject({ code: authenticatorCodeField });

/** Turning two-factor off and new recovery codes need this session's step-up, or the password and a second factor given here (the same proof). */
const passwordAndCodeSchema = zm.strictObject({
  password: zm.optional(
    zm.string().check(zm.minLength(1, 'is required'), zm.maxLength(128, 'must be at most 128 characters')),
  ),
  code: zm.optional(totpCodeField),
});
export const twoFactorDisableRequestSchema = passwordAndCodeSchema;
export type TwoFactorDisableRequest = zm.input<typeof twoFactorDisableRequestSchema>;
export const recoveryCodesRequestSchema = passwordAndCodeSchema;
export type RecoveryCodesRequest = zm.input<typeof recoveryCodesRequestSchema>;
