import { signOutResultSchema, type SignOutResult } from '../../../contract/sessions.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { SESSION_DEFAULTS } from '../messages.ts';

export function signOutOtherSessions(): Promise<SignOutResult> {
  return callApi(() => api.post('sessions/sign-out-others').json(signOutResultSchema), SESSION_DEFAULTS.signOutOthers);
}
