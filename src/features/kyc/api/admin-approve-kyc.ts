import { adminKycDecisionSchema } from '../../../contract/kyc.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export function adminApproveKyc(id: string) {
  return callApi(
    () => api.post(`admin/kyc/${encodeURIComponent(id)}/approve`).json(adminKycDecisionSchema),
    'Failed to approve KYC',
  );
}
