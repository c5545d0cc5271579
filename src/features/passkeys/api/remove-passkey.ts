import { passkeyMessageSchema, type RemovePasskeyRequest } from '../../../contract/passkeys.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';

export function removePasskey(id: string, body: RemovePasskeyRequest): Promise<{ message: string }> {
  return callApi(() => api.delete(`passkeys/${encodeURIComponent(id)}`, { json: body }).json(passkeyMessageSchema), PASSKEY_DEFAULTS.remove);
}
