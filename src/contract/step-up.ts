import * as z from 'zod/mini';
import { formatMoney } from './cents.ts';
import { passkeyAssertionSchema } from './passkey-assertion.ts';
import { totpCodeField } from './two-factor.ts';

// zod/mini: built when the Security page opens (passkey-assertion.ts says why).

/** How long a step-up lasts for its session (server/modules/step-up, docs/security-step-up.md). */
export const STEP_UP_MINUTES = 10;

/** What a step-up asks: the password always, plus the code, a recovery code or a passkey when two-factor is on. */
export const stepUpRequestSchema = z.strictObject({
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(128, 'must be at most 128 characters')),
  totp: z.optional(totpCodeField),
  passkey: z.optional(passkeyAssertionSchema),
});
export type StepUpRequest = z.input<typeof stepUpRequestSchema>;

/** This session's step-up: until when it lasts (null: none) and whether a second factor will be asked. */
export const stepUpStatusSchema = z.object({
  until: z.nullable(z.string()),
  secondFactor: z.boolean(),
  minutes: z.number().check(z.int()),
});
export type StepUpStatus = z.infer<typeof stepUpStatusSchema>;

/**
 * Sending money with two-factor on: a code is asked for a recipient never paid before, and once
 * the day's sends pass this many cents. The user may lower it (0: always ask), never raise it above.
 */
export const SEND_NO_CODE_DEFAULT_CENTS = 10_000;

/**
 * Sending money without two-factor: the same sends ask for the password instead (this session's
 * step-up, 403 STEP_UP_REQUIRED), so a stolen session token alone cannot move the money away.
 */
export const SEND_STEP_UP_MESSAGE =
  'Confirm it is you with your password: this send goes to someone you have not paid before, or past what you send without confirming.';

export const sendNoCodeSchema = z.object({ amount: z.number(), max: z.number(), currency: z.string() });
export type SendNoCode = z.infer<typeof sendNoCodeSchema>;

export const sendNoCodeRequestSchema = z.strictObject({
  amount: z.number({ error: 'must be a number' }).check(
    z.gte(0, 'must be 0 or more'),
    z.lte(SEND_NO_CODE_DEFAULT_CENTS / 100, `must be at most ${formatMoney(SEND_NO_CODE_DEFAULT_CENTS / 100)}`),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must have at most 2 decimals'),
  ),
});

/** "This wasn't me": the single-use token of the security notice. */
export const securityUndoRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(1, 'is required'), z.maxLength(128, 'is too long')),
});
export const securityUndoResultSchema = z.object({ message: z.string(), passkeysRemoved: z.number().check(z.int()) });
export type SecurityUndoResult = z.infer<typeof securityUndoResultSchema>;
