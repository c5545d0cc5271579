import { adminBadgeDeleteSchema } from '../../../contract/badges.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

/** Deletes a badge nobody holds; one that users hold is deactivated instead (the answer says which). */
export function deleteBadge(id: string): Promise<{ message: string; deleted: boolean }> {
  return callApi(
    () => api.delete(`admin/badges/${encodeURIComponent(id)}`).json(adminBadgeDeleteSchema),
    DEFAULTS.deleteBadge,
  );
}
