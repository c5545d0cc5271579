import * as onchain from '../../../src/contract/onchain.ts';
import type { FileReply, RouteDoc } from './route-doc.ts';

const CSV_FILE: FileReply = { file: ['text/csv'] };

/** On-chain deposits: personal addresses, payment progress, admin review, lag and sweep. */
export const ONCHAIN_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/deposits/methods/{id}/address',
    summary:
      "The investor's personal deposit address of an evm method (derived from the method's xpub, the same on every call)",
    access: 'user',
    ok: onchain.depositAddressSchema,
    errors: [403, 404],
  },
  {
    method: 'get',
    path: '/api/deposits/methods/{id}/payments',
    summary: 'Payments seen to that address, with confirmations so far and required, until credited',
    access: 'user',
    ok: onchain.onchainPaymentListSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/admin/onchain/payments',
    summary: 'On-chain payments, newest first, with explorer links; status=review lists those waiting for a decision',
    access: 'admin',
    query: onchain.adminOnchainQuerySchema,
    ok: onchain.adminOnchainPaymentListSchema,
  },
  {
    method: 'post',
    path: '/api/admin/onchain/payments/{id}/resolve',
    summary:
      "Decide a payment in review: credit it (once; an over-maximum, another-asset or unrepresentable payment only at an explicit amount within the method's limits, 400 naming amount otherwise) or dismiss it with a note. Above the four-eyes threshold, with the user's other admin credits of the day, a credit is sent for a second admin's approval and nothing moves",
    access: 'admin',
    body: onchain.onchainResolveSchema,
    idempotent: true,
    ok: onchain.onchainResolveResultSchema,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/admin/onchain/watchers',
    summary: 'The chain watcher per evm method: last processed block, chain head, lag in blocks, last RPC error',
    access: 'admin',
    ok: onchain.onchainWatcherListSchema,
  },
  {
    method: 'get',
    path: '/api/admin/onchain/sweep.csv',
    summary:
      'Sweep report: every derived address holding funds (balance read from the chain), derivation path, total per method',
    access: 'admin',
    ok: CSV_FILE,
  },
];
