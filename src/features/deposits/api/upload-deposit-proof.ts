import { depositResultSchema, type Deposit } from '../../../contract/deposits.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** Adds (or replaces) the proof of a pending deposit ("I have paid"), with the transfer hash if given. */
export function uploadDepositProof(
  id: string,
  proof: File,
  transactionHash = '',
): Promise<{ message: string; deposit: Deposit }> {
  const body = new FormData();
  body.set('proof', proof);
  if (transactionHash.trim()) body.set('transaction_hash', transactionHash.trim());
  return callApi(
    () => api.post(`deposits/${encodeURIComponent(id)}/proof`, { body }).json(depositResultSchema),
    DEPOSIT_DEFAULTS.uploadProof,
  );
}
