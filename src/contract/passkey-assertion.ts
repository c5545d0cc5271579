import * as z from 'zod/mini';

// zod/mini (as the dashboard's answers, transaction-shape.ts): the Security page and every money
// form build these at import, where the full build's schemas cost several times more main-thread time.
const b64url = (max: number) =>
  z
    .string()
    .check(
      z.minLength(1, 'is required'),
      z.maxLength(max, `must be at most ${max} characters`),
      z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'),
    );

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
    userHandle: z.optional(b64url(1024)),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
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
    authenticatorData: z.optional(b64url(65536)),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
    publicKeyAlgorithm: z.optional(z.number().check(z.int())),
    publicKey: z.optional(b64url(8192)),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});
export type PasskeyAttestation = z.infer<typeof passkeyAttestationSchema>;
