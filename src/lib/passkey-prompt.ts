import type { PasskeyAssertion, PasskeyAttestation } from '../contract/passkey-assertion.ts';
import type { AuthenticationOptions, RegistrationOptions } from '../contract/passkeys.ts';
import { ApiError } from './api-error.ts';
import { translate } from './i18n/i18n.ts';
import { passkeysSupported } from './passkey-support.ts';

/**
 * The browser side of passkeys (@simplewebauthn/browser, loaded on first use so the login page
 * stays light). Shared by sign-in, the two-factor prompts (login, withdrawal) and the Security page.
 */

/** A browser's refusal, as the user should read it (cancelled, timed out, already registered, blocked), in their language. */
export function passkeyProblem(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error ? error.name : '';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : '';
  if (
    name === 'NotAllowedError' ||
    cause === 'NotAllowedError' ||
    (error instanceof Error && 'code' in error && error.code === 'ERROR_CEREMONY_ABORTED')
  )
    return new ApiError(translate('passkey.error.cancelled'), {
      code: 'PASSKEY_CANCELLED',
    });
  if (
    name === 'InvalidStateError' ||
    cause === 'InvalidStateError' ||
    (error instanceof Error && 'code' in error && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
  )
    return new ApiError(translate('passkey.error.exists'), { code: 'PASSKEY_EXISTS' });
  if (!passkeysSupported())
    return new ApiError(translate('passkey.error.unsupported'), { code: 'PASSKEY_UNSUPPORTED' });
  return new ApiError(translate('passkey.error.failed'), {
    code: 'PASSKEY_FAILED',
  });
}

/** Any passkey of this site answers `options` (the account is the passkey's own). */
export async function assertWithPasskey(options: AuthenticationOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return (await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    })) as PasskeyAssertion;
  } catch (error) {
    throw passkeyProblem(error);
  }
}

/** Makes a new passkey on this device (or a phone or key the browser offers) for `options`. */
export async function createWithPasskey(options: RegistrationOptions): Promise<PasskeyAttestation> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return (await startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
    })) as PasskeyAttestation;
  } catch (error) {
    throw passkeyProblem(error);
  }
}

/** A challenge from the server, then the browser's prompt: what a form sends in place of a code. */
export async function askForPasskey(): Promise<PasskeyAssertion> {
  const { getPasskeyChallenge } = await import('./api/get-passkey-challenge.ts');
  return assertWithPasskey(await getPasskeyChallenge());
}
