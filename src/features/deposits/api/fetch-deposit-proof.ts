import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** The proof file through the authenticated route (never a public URL): the user's own, or any for an admin. */
export function fetchDepositProof(id: string, asAdmin = false): Promise<Blob> {
  const path = asAdmin ? `admin/deposits/${encodeURIComponent(id)}/proof` : `deposits/${encodeURIComponent(id)}/proof`;
  return callApi(() => api.get(path).blob(), DEPOSIT_DEFAULTS.fetchProof);
}
