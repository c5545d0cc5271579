import * as account from '../../../src/contract/account-data.ts';
import type { RouteDoc } from './route-doc.ts';

/** "Your data": the investor's export and closing the account (server/modules/account). */
export const ACCOUNT_DATA_ROUTES: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/account/export',
    summary:
      "Ask for an export of everything held about the caller (a ZIP with account.json and a CSV per list); built by a job, told by notification and mail when ready; needs this session's step-up (403 STEP_UP_REQUIRED)",
    access: 'user',
    ok: account.exportRequestedSchema,
    status: 202,
  },
  {
    method: 'get',
    path: '/api/account/exports',
    summary:
      "The caller's last exports, newest first, with their state (pending, running, ready, failed, expired) and when their link expires",
    access: 'user',
    ok: account.accountExportListSchema,
  },
  {
    method: 'get',
    path: '/api/account/exports/{id}',
    summary:
      "Download one ready export (application/zip); only its owner (another user's id answers 404); 409 EXPORT_NOT_READY while it is built, 410 EXPORT_EXPIRED after its 7 days",
    access: 'user',
    ok: { file: ['application/zip'] },
    errors: [409, 410],
  },
  {
    method: 'post',
    path: '/api/account/close',
    summary:
      "Close the caller's account at once: sessions revoked, sign-in refused, personal data replaced by a pseudonym, the ledger kept; needs this session's step-up; 409 ACCOUNT_NOT_EMPTY names in `errors` (keys `wallet:<id>`, `investment:<id>`, `deposit:<id>`, `withdrawal:<id>`) each thing still holding money and how to empty it",
    access: 'user',
    ok: account.accountClosedSchema,
    errors: [409],
  },
];
