import { messageResponseSchema } from '../../../contract/auth.ts';
import type { TwoFactorDisableRequest } from '../../../contract/two-factor.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';

export function disableTwoFactor(body: TwoFactorDisableRequest): Promise<{ message: string }> {
  return callApi(
    () => api.post('two-factor/disable', { json: body }).json(messageResponseSchema),
    TWO_FACTOR_DEFAULTS.disable,
  );
}
