import type { KycStatus } from '../../contract/kyc.ts';
import { createCachedStore } from '../../lib/create-cached-store.ts';
import { FETCH_KYC_STATUS_DEFAULT, getKycStatus } from './api/get-kyc-status.ts';

/** The investor's KYC state, cached so the verified mark shows at once, even offline. */
export const useKycStatusStore = createCachedStore<KycStatus>({
  name: 'kyc-status',
  version: 1,
  load: getKycStatus,
  fallback: FETCH_KYC_STATUS_DEFAULT,
});
