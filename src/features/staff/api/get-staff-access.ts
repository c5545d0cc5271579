import { staffAccessResponseSchema, type StaffAccess } from '../../../contract/staff.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { STAFF_DEFAULTS } from '../messages.ts';

/** The signed-in admin's role, permissions and whether two-factor set-up comes first. */
export async function getStaffAccess(): Promise<StaffAccess> {
  const { data } = await callApi(() => api.get('admin/access').json(staffAccessResponseSchema), STAFF_DEFAULTS.access);
  return data;
}
