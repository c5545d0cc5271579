import { passkeyListSchema, type Passkey } from '../../../contract/passkeys.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';

export function listPasskeys(): Promise<Passkey[]> {
  return callApi(() => api.get('passkeys').json(passkeyListSchema), PASSKEY_DEFAULTS.list);
}
