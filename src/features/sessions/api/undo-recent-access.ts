import { securityUndoResultSchema, type SecurityUndoResult } from '../../../contract/step-up.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';

export const UNDO_FAILED = 'Could not sign out everywhere. Please try again.';

/** POST /api/security/not-me: the notice's single-use token signs out every device and removes the passkeys it listed. */
export function undoRecentAccess(token: string): Promise<SecurityUndoResult> {
  return callApi(
    () => api.post('security/not-me', { json: { token }, ...publicCall }).json(securityUndoResultSchema),
    UNDO_FAILED,
  );
}
