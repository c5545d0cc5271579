import { securityUndoResultSchema, type SecurityUndoResult } from '../../../contract/step-up.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** POST /api/security/not-me: the notice's single-use token signs out every device and removes the passkeys it listed. */
export function undoRecentAccess(token: string): Promise<SecurityUndoResult> {
  return callApi(
    () => api.post('security/not-me', { json: { token }, ...publicCall }).json(securityUndoResultSchema),
    translate('sessions.notMe.failed'),
  );
}
