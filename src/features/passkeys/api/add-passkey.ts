import { passkeySchema, type AddPasskeyRequest, type Passkey } from '../../../contract/passkeys.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';

export function addPasskey(body: AddPasskeyRequest): Promise<Passkey> {
  return callApi(() => api.post('passkeys', { json: body }).json(passkeySchema), PASSKEY_DEFAULTS.add);
}
