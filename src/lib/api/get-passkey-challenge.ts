import { authenticationOptionsSchema, type AuthenticationOptions } from '../../contract/passkeys.ts';
import { api, callApi, publicCall } from '../api-client.ts';
import { translate } from '../i18n/i18n.ts';

/** POST /api/passkeys/authentication-options: a single-use challenge (5 minutes) any of the site's passkeys may sign. */
export function getPasskeyChallenge(): Promise<AuthenticationOptions> {
  return callApi(
    () => api.post('passkeys/authentication-options', publicCall).json(authenticationOptionsSchema),
    translate('passkey.error.prompt'),
  );
}
