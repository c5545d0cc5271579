import { api, callApi } from '../../../lib/api-client.ts';

/** The document through the authenticated API (the bearer token rides along), as a Blob. */
export function adminGetKycDocument(url: string): Promise<Blob> {
  return callApi(() => api.get(url.replace(/^\/api\//, '')).blob(), 'Failed to load the document');
}
