import { adminUserDetailResponseSchema, type AdminUserDetail } from '../../../contract/admin-users.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const fetchUserFailed = (): string => translate('admin.users.error.fetchOne');

export async function getAdminUser(userId: string): Promise<AdminUserDetail> {
  const { data } = await callApi(
    () => api.get(`admin/users/${encodeURIComponent(userId)}`).json(adminUserDetailResponseSchema),
    fetchUserFailed(),
  );
  return data;
}
