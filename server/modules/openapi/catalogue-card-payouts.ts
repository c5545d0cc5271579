import * as card from '../../../src/contract/card-payments.ts';
import * as payouts from '../../../src/contract/payout-batches.ts';
import type { FileReply, RouteDoc } from './route-doc.ts';

const CSV: FileReply = { file: ['text/csv'] };

/** Card deposits through Stripe Checkout and batch payouts of crypto withdrawals. */
export const CARD_PAYOUT_ROUTES: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/webhooks/stripe',
    summary:
      'Stripe events, verified by their Stripe-Signature over the raw body (400 and nothing changes when it is missing or wrong); each event id acts once. A signed event that cannot be applied (not an object, an amount that is not whole minor units) is 400 naming the field and listed for the admins; its redelivery is acknowledged',
    access: 'public',
    ok: card.stripeWebhookAnswerSchema,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/admin/card-payment-issues',
    summary:
      'Refunds and disputes Stripe reported, card payments for another amount than their deposit, and signed events that could not be applied, newest first, with the count still open',
    access: 'admin',
    query: card.cardIssueListQuerySchema,
    ok: card.cardIssueListSchema,
  },
  {
    method: 'post',
    path: '/api/admin/card-payment-issues/{id}/reverse',
    summary:
      "Take a refunded or disputed card deposit back from the investor's Main wallet (a balance adjustment: 422 if the wallet holds less, a second admin above the four-eyes threshold, counted with the user's other admin decisions of the day)",
    access: 'admin',
    body: card.cardIssueReverseSchema,
    idempotent: true,
    ok: card.cardIssueResultSchema,
    errors: [404, 409, 422],
  },
  {
    method: 'post',
    path: '/api/admin/card-payment-issues/{id}/credit',
    summary:
      "Credit a card payment made for another amount than its deposit, at `amount` (default the suggested one) within the method's limits (400 naming amount otherwise); above the four-eyes threshold, with the user's other admin credits of the day, it is sent for a second admin's approval and nothing moves",
    access: 'admin',
    body: card.cardIssueCreditSchema,
    idempotent: true,
    ok: card.cardIssueResultSchema,
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/admin/card-payment-issues/{id}/dismiss',
    summary:
      'Close an issue without moving money (with the reason); a payment for another amount leaves its deposit rejected',
    access: 'admin',
    body: card.cardIssueDismissSchema,
    idempotent: true,
    ok: card.cardIssueResultSchema,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/admin/payout-batches',
    summary: 'Payout batches of crypto withdrawals, newest first, with their items',
    access: 'admin',
    ok: payouts.payoutBatchListSchema,
  },
  {
    method: 'post',
    path: '/api/admin/payout-batches',
    summary:
      "Put pending crypto withdrawals of one network into one batch (EVM: chain, token, decimals, rate); above the four-eyes threshold, or when one investor's payouts by one admin over 24 hours would be, it waits for a second admin",
    access: 'admin',
    body: payouts.payoutBatchRequestSchema,
    idempotent: true,
    ok: payouts.payoutBatchResultSchema,
    status: 201,
    errors: [404, 409, 422],
  },
  {
    method: 'get',
    path: '/api/admin/payout-batches/candidates',
    summary:
      'Pending withdrawals a batch of one network can take (a wallet address on that network, in no open batch, not waiting for a second admin), oldest first',
    access: 'admin',
    query: payouts.payoutCandidatesQuerySchema,
    ok: payouts.payoutCandidateListSchema,
  },
  {
    method: 'get',
    path: '/api/admin/payout-batches/{id}',
    summary: 'One payout batch with its items',
    access: 'admin',
    ok: payouts.payoutBatchSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/admin/payout-batches/{id}/approve',
    summary: 'A second admin approves a batch above the four-eyes threshold (403 OWN_APPROVAL_REQUEST for its maker)',
    access: 'admin',
    idempotent: true,
    ok: payouts.payoutBatchResultSchema,
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/admin/payout-batches/{id}/paid',
    summary:
      'Paid on chain: every withdrawal of the batch is recorded paid with its transaction hash (EVM: 0x and 64 hex digits) and each investor is told; one no longer payable is recorded with an exception and every admin is told, never refused',
    access: 'admin',
    body: payouts.markBatchPaidSchema,
    idempotent: true,
    ok: payouts.payoutBatchResultSchema,
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/admin/payout-batches/{id}/cancel',
    summary: 'Cancel an unpaid batch: its withdrawals go back to the queue',
    access: 'admin',
    idempotent: true,
    ok: payouts.payoutBatchResultSchema,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/admin/payout-batches/{id}/batch.csv',
    summary:
      'The batch as CSV: withdrawal, address, amount in USD and in the asset (409 naming each withdrawal that cannot be paid now)',
    access: 'admin',
    ok: CSV,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/api/admin/payout-batches/{id}/safe.json',
    summary:
      'The batch as a Safe{Wallet} Transaction Builder file (ERC-20 transfer calls or native value transfers), for one signed multi-send (409 naming each withdrawal that cannot be paid now)',
    access: 'admin',
    ok: payouts.safeBatchFileSchema,
    errors: [404, 409],
  },
];
