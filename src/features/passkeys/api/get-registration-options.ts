import { registrationOptionsSchema, type RegistrationOptions } from '../../../contract/passkeys.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';

export function getRegistrationOptions(): Promise<RegistrationOptions> {
  return callApi(() => api.post('passkeys/registration-options').json(registrationOptionsSchema), PASSKEY_DEFAULTS.add);
}
