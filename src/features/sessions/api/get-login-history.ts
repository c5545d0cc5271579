import { loginHistoryPageSchema, type LoginHistoryPage } from '../../../contract/sessions.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { SESSION_DEFAULTS } from '../messages.ts';

export function getLoginHistory(cursor: string | undefined): Promise<LoginHistoryPage> {
  const searchParams: Record<string, string> = { limit: '20' };
  if (cursor) searchParams.cursor = cursor;
  return callApi(
    () => api.get('sessions/login-history', { searchParams }).json(loginHistoryPageSchema),
    SESSION_DEFAULTS.history,
  );
}
