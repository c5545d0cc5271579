import { twoFactorStatusSchema, type TwoFactorStatus } from '../../../contract/two-factor.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';

export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return callApi(() => api.get('two-factor').json(twoFactorStatusSchema), TWO_FACTOR_DEFAULTS.fetchStatus);
}
