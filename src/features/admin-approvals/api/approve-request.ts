import { approvalResultSchema, type ApprovalResult } from '../../../contract/approvals.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { APPROVAL_DEFAULTS } from '../messages.ts';

/** A second admin approves: the money moves once (403 OWN_APPROVAL_REQUEST for the requester, 409 once decided). */
export function approveRequest(id: string, idempotencyKey: string): Promise<ApprovalResult> {
  return callApi(
    () =>
      api
        .post(`admin/approvals/${encodeURIComponent(id)}/approve`, {
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(approvalResultSchema),
    APPROVAL_DEFAULTS.decide,
  );
}
