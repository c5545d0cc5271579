import { messageResponseSchema } from '../../../contract/auth.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export async function resendVerification(email: string): Promise<void> {
  await callApi(
    () => api.post('auth/resend-verification', { json: { email } }).json(messageResponseSchema.partial()),
    DEFAULTS.resendVerification,
  );
}
