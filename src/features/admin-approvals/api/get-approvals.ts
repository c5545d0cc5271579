import { APPROVAL_STATUS_VALUES, approvalListSchema, type ApprovalList } from '../../../contract/approvals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { APPROVAL_DEFAULTS } from '../messages.ts';

export type ApprovalStatus = (typeof APPROVAL_STATUS_VALUES)[number];

/** Four-eyes requests of one status, newest first, with the count still pending. */
export function getApprovals(status: ApprovalStatus): Promise<ApprovalList> {
  return callApi(
    () => api.get('admin/approvals', { searchParams: { status } }).json(approvalListSchema),
    APPROVAL_DEFAULTS.fetch,
  );
}
