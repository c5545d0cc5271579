import { adminKycDetailSchema } from '../../../contract/kyc.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export function adminGetKyc(id: string) {
  return callApi(
    () => api.get(`admin/kyc/${encodeURIComponent(id)}`).json(adminKycDetailSchema),
    'Failed to fetch KYC submission',
  );
}
