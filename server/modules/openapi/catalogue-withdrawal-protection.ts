import * as approvals from '../../../src/contract/approvals.ts';
import { withdrawalProtectionSchema } from '../../../src/contract/withdrawal-protection.ts';
import type { RouteDoc } from './route-doc.ts';

/** Withdrawal protection (security holds, account cooling-off) and four-eyes approvals. */
export const WITHDRAWAL_PROTECTION_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/withdrawal-protection',
    summary:
      'Whether withdrawals are paused after a security change (until when, why) and the cooling-off hours of new or edited withdrawal accounts',
    access: 'user',
    ok: withdrawalProtectionSchema,
  },
  {
    method: 'get',
    path: '/api/admin/approvals',
    summary:
      'Four-eyes approval requests (payouts and balance adjustments above the threshold), newest first, with the count still pending',
    access: 'admin',
    query: approvals.approvalListQuerySchema,
    ok: approvals.approvalListSchema,
  },
  {
    method: 'post',
    path: '/api/admin/approvals/{id}/approve',
    summary:
      "A second admin approves: the money moves once, in this request's transaction (403 OWN_APPROVAL_REQUEST for the requester, 409 once decided)",
    access: 'admin',
    idempotent: true,
    ok: approvals.approvalResultSchema,
    errors: [409, 422],
  },
  {
    method: 'post',
    path: '/api/admin/approvals/{id}/reject',
    summary: 'Reject an approval request with a reason: nothing moves (the requester may withdraw their own)',
    access: 'admin',
    body: approvals.approvalRejectSchema,
    idempotent: true,
    ok: approvals.approvalResultSchema,
    errors: [409],
  },
];
