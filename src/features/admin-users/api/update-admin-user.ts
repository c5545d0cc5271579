import { adminUserPatchResponseSchema, type AdminUserPatch, type AdminUserRow } from '../../../contract/admin-users.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const UPDATE_USER_FAILED = 'Failed to update user';

/** PATCH /api/admin/users/{id}: ban or unban with a reason, or the per-user switches. */
export async function updateAdminUser(
  userId: string,
  body: AdminUserPatch,
): Promise<{ message: string; data: AdminUserRow }> {
  return callApi(
    () => api.patch(`admin/users/${encodeURIComponent(userId)}`, { json: body }).json(adminUserPatchResponseSchema),
    UPDATE_USER_FAILED,
  );
}
