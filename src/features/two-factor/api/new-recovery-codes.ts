import {
  recoveryCodesResponseSchema,
  type RecoveryCodesRequest,
  type RecoveryCodesResponse,
} from '../../../contract/two-factor.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';

/** Replaces the recovery codes; the old ones stop working at once. */
export function newRecoveryCodes(body: RecoveryCodesRequest): Promise<RecoveryCodesResponse> {
  return callApi(
    () => api.post('two-factor/recovery-codes', { json: body }).json(recoveryCodesResponseSchema),
    TWO_FACTOR_DEFAULTS.newCodes,
  );
}
