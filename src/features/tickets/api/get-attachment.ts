import { api, callApi } from '../../../lib/api-client.ts';
import { TICKET_DEFAULTS } from '../ticket-text.ts';

/** An attachment through the authenticated API (owner or admin), as a Blob. */
export function getAttachment(url: string): Promise<Blob> {
  return callApi(() => api.get(url.replace(/^\/api\//, '')).blob(), TICKET_DEFAULTS.attachment);
}
