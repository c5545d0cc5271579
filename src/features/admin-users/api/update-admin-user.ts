import { adminUserPatchResponseSchema, type AdminUserPatch, type AdminUserRow } from '../../../contract/admin-users.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const updateUserFailed = (): string => translate('admin.users.error.update');

/** PATCH /api/admin/users/{id}: ban or unban with a reason, or the per-user switches. */
export async function updateAdminUser(
  userId: string,
  body: AdminUserPatch,
): Promise<{ message: string; data: AdminUserRow }> {
  return callApi(
    () => api.patch(`admin/users/${encodeURIComponent(userId)}`, { json: body }).json(adminUserPatchResponseSchema),
    updateUserFailed(),
  );
}
