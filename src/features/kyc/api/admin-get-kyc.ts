import { adminKycDetailSchema } from '../../../contract/kyc.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export function adminGetKyc(id: string) {
  return callApi(
    () => api.get(`admin/kyc/${encodeURIComponent(id)}`).json(adminKycDetailSchema),
    translate('kyc.admin.error.get'),
  );
}
