import { messageResponseSchema } from '../../../contract/auth.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export async function verifyEmail(token: string): Promise<void> {
  await callApi(
    () => api.post('auth/verify-email', { json: { token }, ...publicCall }).json(messageResponseSchema.partial()),
    DEFAULTS.verifyEmail,
  );
}
