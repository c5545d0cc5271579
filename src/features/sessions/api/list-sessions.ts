import { sessionListSchema, type Session } from '../../../contract/sessions.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { SESSION_DEFAULTS } from '../messages.ts';

export async function listSessions(): Promise<Session[]> {
  return (await callApi(() => api.get('sessions').json(sessionListSchema), SESSION_DEFAULTS.list)).data;
}
