import type { KycStatus } from '../../contract/kyc-status-shape.ts';
import { createCachedStore } from '../../lib/create-cached-store.ts';
import { DEFAULTS } from '../../lib/messages.ts';

/** The investor's KYC state, cached so the verified mark shows at once, even offline; the endpoint loads on the first refresh. */
export const useKycStatusStore = createCachedStore<KycStatus>({
  name: 'kyc-status',
  version: 1,
  load: async () => (await import('./api/get-kyc-status.ts')).getKycStatus(),
  fallback: () => DEFAULTS.fetchKycStatus,
});
