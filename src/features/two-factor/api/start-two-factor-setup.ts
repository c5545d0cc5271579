import { twoFactorSetupSchema, type TwoFactorSetup } from '../../../contract/two-factor.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return callApi(() => api.post('two-factor/setup').json(twoFactorSetupSchema), TWO_FACTOR_DEFAULTS.setup);
}
