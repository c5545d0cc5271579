import { authenticationOptionsSchema, type AuthenticationOptions } from '../../contract/passkeys.ts';
import { api, callApi, publicCall } from '../api-client.ts';

/** POST /api/passkeys/authentication-options: a single-use challenge (5 minutes) any of the site's passkeys may sign. */
export function getPasskeyChallenge(): Promise<AuthenticationOptions> {
  return callApi(
    () => api.post('passkeys/authentication-options', publicCall).json(authenticationOptionsSchema),
    'Failed to start the passkey prompt',
  );
}
