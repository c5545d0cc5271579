import { z } from 'zod';

const b64url = (max: number) => z.string().min(1, 'is required').max(max, `must be at most ${max} characters`).regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/**
 * A WebAuthn assertion as @simplewebauthn/browser's startAuthentication() answers it
 * (AuthenticationResponseJSON). Its inner objects are loose on purpose: browsers add fields to
 * them over time (the library ignores what it does not know), and refusing those would break
 * sign-in on the next browser release. Sizes are bounded all the same.
 */
export const passkeyAssertionSchema = z.strictObject({
  id: b64url(1366),
  rawId: b64url(1366),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url(8192),
    authenticatorData: b64url(8192),
    signature: b64url(2048),
    userHandle: b64url(1024).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

/** A WebAuthn attestation as startRegistration() answers it (RegistrationResponseJSON); loose inside for the same reason. */
export const passkeyAttestationSchema = z.strictObject({
  id: b64url(1366),
  rawId: b64url(1366),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url(8192),
    attestationObject: b64url(65536),
    authenticatorData: b64url(65536).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(8192).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type PasskeyAttestation = z.infer<typeof passkeyAttestationSchema>;
