import { messageResponseSchema, type ResetPasswordRequest } from '../../../contract/auth.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await callApi(
    () => api.post('auth/reset-password', { json: body, ...publicCall }).json(messageResponseSchema.partial()),
    DEFAULTS.resetPassword,
  );
}
