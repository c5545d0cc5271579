import * as z from 'zod/mini';

// zod/mini: built when the Security page opens (passkey-assertion.ts says why).

/** How a session was started (server/modules/sessions/sessions.issue.ts). */
export const SIGN_IN_METHODS = ['password', 'passkey', 'register', 'password_change', 'seed'] as const;

/** Why a sign-in was refused, as login history shows it. */
export const SIGN_IN_FAILURES = [
  'wrong_password',
  'unknown_account',
  'throttled',
  'banned',
  'totp_required',
  'totp_invalid',
  'passkey_invalid',
  'other',
] as const;
const device = {
  browser: z.string(),
  os: z.string(),
  /** bowser's platform type: desktop, mobile, tablet, tv or unknown. */
  platform: z.string(),
  ipAddress: z.string(),
  /** "City, Country", a country, "Local network" or "Unknown location". */
  place: z.string(),
};

/** A signed-in device: one live session of the caller. */
export const sessionSchema = z.object({
  id: z.string(),
  ...device,
  method: z.enum(SIGN_IN_METHODS),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ data: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const signOutResultSchema = z.object({
  message: z.string(),
  signedOut: z.number().check(z.int(), z.nonnegative()),
});
export type SignOutResult = z.infer<typeof signOutResultSchema>;

/** One sign-in attempt on the caller's account, newest first. */
export const loginAttemptSchema = z.object({
  id: z.string(),
  success: z.boolean(),
  reason: z.nullable(z.enum(SIGN_IN_FAILURES)),
  method: z.enum(SIGN_IN_METHODS),
  ...device,
  createdAt: z.string(),
});
export type LoginAttempt = z.infer<typeof loginAttemptSchema>;
export const loginHistoryPageSchema = z.object({
  items: z.array(loginAttemptSchema),
  nextCursor: z.nullable(z.string()),
});
export type LoginHistoryPage = z.infer<typeof loginHistoryPageSchema>;

export const loginHistoryQuerySchema = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  /** The id of the last row of the previous page. */
  cursor: z.optional(z.string().check(z.regex(/^\d{1,18}$/, 'must be the nextCursor of the previous page'))),
});
