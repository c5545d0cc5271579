import { z } from 'zod';
import { sentForApprovalSchema } from '../../../contract/approvals.ts';
import { depositMethodSchema, type DepositMethod } from '../../../contract/deposits.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

type CommonBody = {
  name: string;
  currency: string;
  instructions: string;
  min_amount: number;
  max_amount: number;
  charge_fixed: number;
  charge_percent: number;
  rate: string;
  active: boolean;
};

/** One body per kind, as the server's discriminated union on `kind`. A card method (Stripe Checkout) has no network, address or shown decimals: the server refuses them. */
export type DepositMethodBody =
  | (CommonBody & { kind: 'crypto' | 'manual'; network: string; address: string; decimals: number })
  | (CommonBody & { kind: 'card' })
  | (CommonBody & {
      kind: 'evm';
      chain_id: number;
      rpc_url: string;
      token_address?: string;
      asset_decimals: number;
      confirmations: number;
      xpub: string;
    });

const answerSchema = z.union([sentForApprovalSchema, depositMethodSchema]);

/**
 * POST /api/admin/deposit-methods (no id) or PUT /api/admin/deposit-methods/{id}. A change that
 * loosens a protection (a new key, chain, token or RPC, higher limits, a new automatic method) may
 * wait for a second admin: then `pending` is the server's "Sent for approval" message and `method` null.
 */
export async function saveDepositMethod(
  body: DepositMethodBody,
  id?: string,
): Promise<{ method: DepositMethod | null; pending: string | null }> {
  const answer = await callApi(
    () =>
      (id
        ? api.put(`admin/deposit-methods/${encodeURIComponent(id)}`, { json: body })
        : api.post('admin/deposit-methods', { json: body })
      ).json(answerSchema),
    DEPOSIT_DEFAULTS.saveMethod,
  );
  return 'approval' in answer ? { method: null, pending: answer.message } : { method: answer, pending: null };
}
