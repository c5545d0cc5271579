import { authResponseSchema, type AuthResponse } from '../../../contract/auth.ts';
import type { PasskeySignInRequest } from '../../../contract/passkeys.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';

export function signInWithPasskey(body: PasskeySignInRequest): Promise<AuthResponse> {
  return callApi(
    () => api.post('passkeys/sign-in', { json: body, ...publicCall }).json(authResponseSchema),
    PASSKEY_DEFAULTS.signIn,
  );
}
