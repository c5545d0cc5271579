import { approvalResultSchema, type ApprovalResult } from '../../../contract/approvals.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { APPROVAL_DEFAULTS } from '../messages.ts';

/** Rejects a waiting request with a reason: nothing moves. */
export function rejectRequest(id: string, reason: string, idempotencyKey: string): Promise<ApprovalResult> {
  return callApi(
    () =>
      api
        .post(`admin/approvals/${encodeURIComponent(id)}/reject`, {
          json: { reason },
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(approvalResultSchema),
    APPROVAL_DEFAULTS.decide,
  );
}
