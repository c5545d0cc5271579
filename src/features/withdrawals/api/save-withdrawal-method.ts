import { withdrawalMethodSchema, type MethodField, type WithdrawalMethod } from '../../../contract/withdrawals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

export type WithdrawalMethodBody = {
  name: string;
  currency: string;
  min_amount: number;
  max_amount: number;
  charge_fixed: number;
  charge_percent: number;
  processing_time: string;
  fields: MethodField[];
  active: boolean;
};

/** POST /api/admin/withdrawal-methods (no id) or PUT .../{id}. */
export function saveWithdrawalMethod(body: WithdrawalMethodBody, id?: string): Promise<WithdrawalMethod> {
  return callApi(
    () =>
      (id ? api.put(`admin/withdrawal-methods/${encodeURIComponent(id)}`, { json: body }) : api.post('admin/withdrawal-methods', { json: body })).json(
        withdrawalMethodSchema,
      ),
    WITHDRAW_DEFAULTS.saveMethod,
  );
}
