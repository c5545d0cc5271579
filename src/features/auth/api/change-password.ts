import { z } from 'zod';
import { userSchema, type ChangePasswordRequest, type User } from '../../../contract/auth.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

/** The server revokes older tokens on a password change and answers with a fresh session. */
const changePasswordResponseSchema = z.object({
  message: z.string().optional(),
  token: z.string().optional(),
  user: userSchema.optional(),
});

export type ChangePasswordResult = { token?: string | undefined; user?: User | undefined };

export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResult> {
  return callApi(
    () => api.post('auth/change-password', { json: body }).json(changePasswordResponseSchema),
    DEFAULTS.changePassword,
  );
}
