import { depositResultSchema, type Deposit } from '../../../contract/deposits.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

export type DepositSubmission = { methodId: string; amount: number; transactionHash: string; proof: File | null };

/** POST /api/deposits as multipart/form-data (the browser sets the boundary). */
/** A card deposit also answers `checkoutUrl`, the Stripe page the investor pays on. */
export function submitDeposit(
  input: DepositSubmission,
): Promise<{ message: string; deposit: Deposit; checkoutUrl?: string | undefined }> {
  const body = new FormData();
  body.set('method_id', input.methodId);
  body.set('amount', input.amount.toFixed(2));
  if (input.transactionHash.trim()) body.set('transaction_hash', input.transactionHash.trim());
  if (input.proof) body.set('proof', input.proof);
  return callApi(() => api.post('deposits', { body }).json(depositResultSchema), DEPOSIT_DEFAULTS.submitDeposit);
}
