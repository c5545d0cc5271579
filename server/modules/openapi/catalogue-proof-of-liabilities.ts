import * as pol from '../../../src/contract/proof-of-liabilities.ts';
import type { RouteDoc } from './route-doc.ts';

/** Proof of liabilities: the published Merkle sum tree root, an investor's own proof, and the admin side (server/modules/proof-of-liabilities). */
export const PROOF_OF_LIABILITIES_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/proof-of-liabilities',
    summary:
      'The latest published snapshot (root hash, total owed to users in cents, leaf count) and the last ones with their totals; no sign-in (404 before the first)',
    access: 'public',
    ok: pol.publicLiabilitiesSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/proof-of-liabilities/me',
    summary:
      "The caller's own leaf in the latest snapshot (nonce, id_hash, balance in cents) and the sibling hashes and sums from the leaf up, to recompute the root (404 when the caller was owed nothing)",
    access: 'user',
    ok: pol.liabilityProofSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/admin/proof-of-liabilities',
    summary: 'Snapshots newest first, the declared assets per asset, and declared assets over the latest total',
    access: 'admin',
    ok: pol.adminLiabilitiesSchema,
  },
  {
    method: 'post',
    path: '/api/admin/proof-of-liabilities',
    summary:
      "Take a snapshot in one consistent read of the ledger (wallet balances plus active investment principal per user) and publish its root; needs this session's step-up (403 STEP_UP_REQUIRED); 409 NEGATIVE_LIABILITY names a user owed a negative figure, 409 NO_LIABILITIES when nobody is owed anything",
    access: 'admin',
    ok: pol.liabilitySnapshotSchema,
    status: 201,
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/admin/proof-of-liabilities/declared-assets',
    summary: 'Declare the assets the operator holds, one optional figure in cents per asset (replaces the list)',
    access: 'admin',
    body: pol.declaredAssetsRequestSchema,
    ok: pol.adminLiabilitiesSchema,
  },
];
