import { adminUserDetailResponseSchema, type AdminUserDetail } from '../../../contract/admin-users.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const FETCH_USER_FAILED = 'Failed to fetch user';

export async function getAdminUser(userId: string): Promise<AdminUserDetail> {
  const { data } = await callApi(
    () => api.get(`admin/users/${encodeURIComponent(userId)}`).json(adminUserDetailResponseSchema),
    FETCH_USER_FAILED,
  );
  return data;
}
