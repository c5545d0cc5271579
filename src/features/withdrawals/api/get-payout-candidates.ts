import {
  payoutCandidateListSchema,
  type PayoutCandidate,
  type PayoutNetwork,
} from '../../../contract/payout-batches.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** Pending withdrawals a batch of `network` can take (a wallet address on that network, in no open batch), oldest first. */
export function getPayoutCandidates(network: PayoutNetwork): Promise<{ items: PayoutCandidate[] }> {
  return callApi(
    () => api.get('admin/payout-batches/candidates', { searchParams: { network } }).json(payoutCandidateListSchema),
    WITHDRAW_DEFAULTS.fetchWithdrawals,
  );
}
