import { passkeySchema, type Passkey, type RenamePasskeyRequest } from '../../../contract/passkeys.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';

export function renamePasskey(id: string, body: RenamePasskeyRequest): Promise<Passkey> {
  return callApi(
    () => api.patch(`passkeys/${encodeURIComponent(id)}`, { json: body }).json(passkeySchema),
    PASSKEY_DEFAULTS.rename,
  );
}
