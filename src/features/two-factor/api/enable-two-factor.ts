import { recoveryCodesResponseSchema, type RecoveryCodesResponse } from '../../../contract/two-factor.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';

/** Confirms enrolment; the answer carries the recovery codes, shown this once. */
export function enableTwoFactor(body: { code: string }): Promise<RecoveryCodesResponse> {
  return callApi(
    () => api.post('two-factor/enable', { json: body }).json(recoveryCodesResponseSchema),
    TWO_FACTOR_DEFAULTS.enable,
  );
}
