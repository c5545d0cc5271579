import type { z } from 'zod';
import { staffMemberResponseSchema, type staffCreateSchema, type StaffMember } from '../../../contract/staff.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { STAFF_DEFAULTS } from '../messages.ts';

/** Adds an admin; the server mails them an invitation to choose their password. */
export async function addStaff(body: z.output<typeof staffCreateSchema>): Promise<StaffMember> {
  const { data } = await callApi(
    () => api.post('admin/staff', { json: body }).json(staffMemberResponseSchema),
    STAFF_DEFAULTS.add,
  );
  return data;
}
