import { adminKycDecisionSchema } from '../../../contract/kyc.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export function adminRejectKyc(id: string, reason: string) {
  return callApi(
    () => api.post(`admin/kyc/${encodeURIComponent(id)}/reject`, { json: { reason } }).json(adminKycDecisionSchema),
    translate('kyc.admin.error.reject'),
  );
}
