import { z } from 'zod';
import { sentForApprovalSchema } from '../../../contract/approvals.ts';
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

const answerSchema = z.union([sentForApprovalSchema, withdrawalMethodSchema]);

/** POST /api/admin/withdrawal-methods (no id) or PUT .../{id}. A higher limit may wait for a second admin: then `pending` is the server's "Sent for approval" message. */
export async function saveWithdrawalMethod(
  body: WithdrawalMethodBody,
  id?: string,
): Promise<{ method: WithdrawalMethod | null; pending: string | null }> {
  const answer = await callApi(
    () =>
      (id
        ? api.put(`admin/withdrawal-methods/${encodeURIComponent(id)}`, { json: body })
        : api.post('admin/withdrawal-methods', { json: body })
      ).json(answerSchema),
    WITHDRAW_DEFAULTS.saveMethod,
  );
  return 'approval' in answer ? { method: null, pending: answer.message } : { method: answer, pending: null };
}
