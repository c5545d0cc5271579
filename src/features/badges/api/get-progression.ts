import { progressionSchema, type Progression } from '../../../contract/badges.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

/** The spec's GET /api/auth/progression: current badge, next badge, percent. */
export function getProgression(): Promise<Progression> {
  return callApi(() => api.get('auth/progression').json(progressionSchema), DEFAULTS.fetchProgression);
}
