import * as z from 'zod/mini';
import { passkeyAssertionSchema, passkeyAttestationSchema } from './passkey-assertion.ts';

// zod/mini: built when the Security page opens (passkey-assertion.ts says why).
export const PASSKEY_NAME_MAX = 64;
const nameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'is required'),
    z.maxLength(PASSKEY_NAME_MAX, `must be at most ${PASSKEY_NAME_MAX} characters`),
  );

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Null until the passkey is first used. */
  lastUsedAt: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

const descriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.string())),
});

/** What navigator.credentials.create() needs (PublicKeyCredentialCreationOptionsJSON), as @simplewebauthn/server makes it. */
export const registrationOptionsSchema = z.object({
  rp: z.object({ id: z.optional(z.string()), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(descriptor)),
  authenticatorSelection: z.optional(z.looseObject({})),
  hints: z.optional(z.array(z.string())),
  attestation: z.optional(z.string()),
  extensions: z.optional(z.looseObject({})),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** What navigator.credentials.get() needs (PublicKeyCredentialRequestOptionsJSON). No allowCredentials: any of the site's passkeys may answer. */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.optional(z.number()),
  rpId: z.optional(z.string()),
  allowCredentials: z.optional(z.array(descriptor)),
  userVerification: z.optional(z.string()),
  hints: z.optional(z.array(z.string())),
  extensions: z.optional(z.looseObject({})),
});
export type AuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;

export const addPasskeyRequestSchema = z.strictObject({ name: nameField, response: passkeyAttestationSchema });
export type AddPasskeyRequest = z.input<typeof addPasskeyRequestSchema>;

export const renamePasskeyRequestSchema = z.strictObject({ name: nameField });
export type RenamePasskeyRequest = z.input<typeof renamePasskeyRequestSchema>;

/** Removing a passkey is confirmed with the password or with a passkey (any of the caller's, this one included). */
export const removePasskeyRequestSchema = z
  .strictObject({
    password: z.optional(
      z.string().check(z.minLength(1, 'is required'), z.maxLength(128, 'must be at most 128 characters')),
    ),
    passkey: z.optional(passkeyAssertionSchema),
  })
  .check(
    z.refine((v) => v.password !== undefined || v.passkey !== undefined, {
      message: 'is required (or confirm with a passkey)',
      path: ['password'],
    }),
  );
export type RemovePasskeyRequest = z.input<typeof removePasskeyRequestSchema>;

export const passkeySignInRequestSchema = z.strictObject({ response: passkeyAssertionSchema });
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;

export const passkeyMessageSchema = z.object({ message: z.string() });
