import { signOutResultSchema, type SignOutResult } from '../../../contract/sessions.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { SESSION_DEFAULTS } from '../messages.ts';

export function signOutSession(id: string): Promise<SignOutResult> {
  return callApi(
    () => api.delete(`sessions/${encodeURIComponent(id)}`).json(signOutResultSchema),
    SESSION_DEFAULTS.signOut,
  );
}
