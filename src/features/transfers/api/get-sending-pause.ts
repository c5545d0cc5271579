import { withdrawalProtectionSchema, type WithdrawalProtection } from '../../../contract/withdrawal-protection.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/**
 * GET /api/withdrawal-protection: the pause after a security change holds sending money as it
 * holds withdrawals (one hold on the server), so Send Money asks the same question up front.
 */
export function getSendingPause(): Promise<WithdrawalProtection> {
  return callApi(
    () => api.get('withdrawal-protection').json(withdrawalProtectionSchema),
    translate('send.error.fetchPause'),
  );
}
