import { kycStatusSchema, type KycStatus } from '../../../contract/kyc-status-shape.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function getKycStatus(): Promise<KycStatus> {
  return callApi(() => api.get('kyc/status').json(kycStatusSchema), DEFAULTS.fetchKycStatus);
}
