import { depositMethodSchema, type DepositMethod } from '../../../contract/deposits.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** A card method (Stripe Checkout) has no network, address or shown decimals: the server refuses them. */
export type DepositMethodBody = {
  name: string;
  kind: 'crypto' | 'manual' | 'card';
  currency: string;
  network?: string;
  address?: string;
  instructions: string;
  min_amount: number;
  max_amount: number;
  charge_fixed: number;
  charge_percent: number;
  rate: string;
  decimals?: number;
  active: boolean;
};

/** POST /api/admin/deposit-methods (no id) or PUT /api/admin/deposit-methods/{id}. */
export function saveDepositMethod(body: DepositMethodBody, id?: string): Promise<DepositMethod> {
  return callApi(
    () => (id ? api.put(`admin/deposit-methods/${encodeURIComponent(id)}`, { json: body }) : api.post('admin/deposit-methods', { json: body })).json(depositMethodSchema),
    DEPOSIT_DEFAULTS.saveMethod,
  );
}
