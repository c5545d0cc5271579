import { messageResponseSchema } from '../../../contract/auth.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export async function sendResetLink(email: string): Promise<void> {
  await callApi(
    () => api.post('auth/forgot-password', { json: { email }, ...publicCall }).json(messageResponseSchema.partial()),
    DEFAULTS.forgotPassword,
  );
}
