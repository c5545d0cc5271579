import { staffListSchema, type StaffMember } from '../../../contract/staff.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { STAFF_DEFAULTS } from '../messages.ts';

/** Every admin account with its role, owners first. */
export async function listStaff(): Promise<StaffMember[]> {
  const { data } = await callApi(() => api.get('admin/staff').json(staffListSchema), STAFF_DEFAULTS.list);
  return data;
}
