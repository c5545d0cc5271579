import type { z } from 'zod';
import { staffMemberResponseSchema, type staffUpdateSchema, type StaffMember } from '../../../contract/staff.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { STAFF_DEFAULTS } from '../messages.ts';

/** A role change, a deactivation or a reactivation. */
export async function updateStaff(id: string, body: z.output<typeof staffUpdateSchema>): Promise<StaffMember> {
  const { data } = await callApi(
    () => api.patch(`admin/staff/${encodeURIComponent(id)}`, { json: body }).json(staffMemberResponseSchema),
    STAFF_DEFAULTS.update,
  );
  return data;
}
