import { messageResponseSchema } from '../../../contract/auth.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';

export function enableTwoFactor(body: { code: string }): Promise<{ message: string }> {
  return callApi(() => api.post('two-factor/enable', { json: body }).json(messageResponseSchema), TWO_FACTOR_DEFAULTS.enable);
}
