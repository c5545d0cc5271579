import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** The document through the authenticated API (the bearer token rides along), as a Blob. */
export function adminGetKycDocument(url: string): Promise<Blob> {
  return callApi(() => api.get(url.replace(/^\/api\//, '')).blob(), translate('kyc.admin.error.document'));
}
