import { kycStatusSchema, type KycStatus } from '../../../contract/kyc.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const FETCH_KYC_STATUS_DEFAULT = 'Failed to fetch KYC status';

export function getKycStatus(): Promise<KycStatus> {
  return callApi(() => api.get('kyc/status').json(kycStatusSchema), FETCH_KYC_STATUS_DEFAULT);
}
