import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyAssertion, PasskeyAttestation } from '../../../src/contract/passkey-assertion.ts';
import type { AuthenticationOptions, RegistrationOptions } from '../../../src/contract/passkeys.ts';
import type { RelyingParty } from './passkeys.relying-party.ts';
import type { PasskeyRow } from './passkeys.repo.ts';

/**
 * The WebAuthn ceremonies, done by @simplewebauthn/server (CBOR, COSE keys, attestation formats,
 * signature checks): this file only says what this site asks for. Every passkey must verify its
 * user (PIN or biometrics), so a passkey alone is a full sign-in, two factors in one device.
 */

/**
 * ES256 (-7), EdDSA (-8) and RS256 (-257), COSE algorithm numbers: what every platform authenticator and security key offers. The library's
 * default would put ML-DSA-44 first on Node 24, whose support is still experimental there; a
 * browser that takes it (Chromium's virtual authenticator does) then signs with it.
 */
const ALGORITHMS = [-7, -8, -257];

/** The library and its ASN.1 stack load with the first ceremony, not at every start (docs/decisions/0062-lazy-sdks.md). */
const webauthn = () => import('@simplewebauthn/server');

/** How long a challenge stays valid; the browser's prompt is given the same time. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The challenge a response signed, read from its clientDataJSON (the library checks it again against the stored one). */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && 'challenge' in parsed && typeof parsed.challenge === 'string')
      return parsed.challenge;
  } catch {
    // not JSON: no challenge
  }
  return undefined;
}

/** Discoverable ("resident") keys, so sign-in needs no username; the user's id is the handle the passkey gives back. */
export async function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; username: string },
  existing: PasskeyRow[],
): Promise<RegistrationOptions> {
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.username,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    // The same authenticator twice would be two rows for one key: the browser is told to refuse it.
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return options as RegistrationOptions;
}

export async function authenticationOptions(rp: RelyingParty): Promise<AuthenticationOptions> {
  const { generateAuthenticationOptions } = await webauthn();
  return (await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  })) as AuthenticationOptions;
}

export type NewCredential = { id: string; publicKey: string; counter: number; transports: string[] };

/** The new credential, or undefined when the attestation does not verify (wrong challenge, origin, RP, no user verification, bad signature). */
export async function verifyAttestation(
  rp: RelyingParty,
  response: PasskeyAttestation,
  challenge: string,
): Promise<NewCredential | undefined> {
  const { verifyRegistrationResponse } = await webauthn();
  try {
    const result = await verifyRegistrationResponse({
      response: { ...response, clientExtensionResults: {} } as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

/** The authenticator's new counter, or undefined when the assertion does not verify against `row` (the library also refuses a counter that did not grow). */
export async function verifyAssertionSignature(
  rp: RelyingParty,
  response: PasskeyAssertion,
  challenge: string,
  row: PasskeyRow,
): Promise<number | undefined> {
  const { verifyAuthenticationResponse } = await webauthn();
  try {
    const result = await verifyAuthenticationResponse({
      response: { ...response, clientExtensionResults: {} } as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: row.id,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
        counter: row.counter,
        transports: row.transports,
      },
      requireUserVerification: true,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
