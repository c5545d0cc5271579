import { passkeyMessageSchema, type RemovePasskeyRequest } from '../../../contract/passkeys.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';

/** Not retried (ky retries a DELETE by default): a passkey's answer works once, and a removal that went through would come back 404. */
export function removePasskey(id: string, body: RemovePasskeyRequest): Promise<{ message: string }> {
  return callApi(
    () => api.delete(`passkeys/${encodeURIComponent(id)}`, { json: body, retry: 0 }).json(passkeyMessageSchema),
    PASSKEY_DEFAULTS.remove,
  );
}
