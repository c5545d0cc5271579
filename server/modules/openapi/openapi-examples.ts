/**
 * Worked examples for the routes that move or quote money, keyed "method path". Amounts are decimal
 * site-currency units (the server keeps integer cents). The linter checks each example against its
 * schema, so an example cannot drift from the contract.
 */
type Example = { request?: Record<string, unknown>; response?: Record<string, unknown> };

const MAIN = '0b9c4a4e-5c1e-4f43-9a61-8f0d1c2b3a41';
const PROFIT = '6f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f';
const WHEN = '2026-11-21T21:05:09.123Z';
const wallet = (id: string, type: 'main' | 'profit', balance: number) => ({
  id,
  name: type === 'main' ? 'Main Wallet' : 'Profit Wallet',
  balance,
  currency: 'USD',
  type,
  userId: '3d6f0a8e-2b1c-4e5d-9f7a-1c2b3d4e5f60',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: WHEN,
});
const quote = { amount: 100, charge: 2.5, receive_amount: 100, total_debit: 102.5, currency: 'USD' };

export const EXAMPLES: Record<string, Example> = {
  'post /api/wallet/wallet-exchange/calculate-charge': {
    request: { from_wallet_id: PROFIT, to_wallet_id: MAIN, amount: 100 },
    response: { amount: 100, charge: 1, receive_amount: 99, total_debit: 100, currency: 'USD' },
  },
  'post /api/wallet/wallet-exchange-now': { request: { from_wallet_id: PROFIT, to_wallet_id: MAIN, amount: 100 } },
  'post /api/send-money/calculate-charge': {
    request: { sender_wallet_id: MAIN, recipient_email: 'priya@example.com', amount: 100 },
    response: { ...quote, second_factor_required: false, step_up_required: false },
  },
  'post /api/send-money-now': {
    request: { sender_wallet_id: MAIN, recipient_email: 'priya@example.com', amount: 100, note: 'Rent, November' },
    response: {
      message: 'Money sent successfully',
      transaction: {
        id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        reference: 'TRX7Q2K9M4P',
        type: 'send_money',
        description: 'Sent to priya@example.com',
        amount: 100,
        charge: 2.5,
        net: 102.5,
        direction: 'debit',
        walletType: 'main',
        status: 'completed',
        createdAt: WHEN,
      },
      wallets: [wallet(MAIN, 'main', 397.5), wallet(PROFIT, 'profit', 12.4)],
    },
  },
  'post /api/withdrawals/calculate-charge': {
    request: { account_id: 'c0ffee00-1234-4abc-8def-0123456789ab', amount: 100 },
    response: {
      amount: 100,
      charge: 2,
      receive_amount: 98,
      total_debit: 100,
      currency: 'USD',
      payout_currency: 'USD',
      processing_time: '1-3 business days',
    },
  },
  'post /api/withdrawals': {
    request: { account_id: 'c0ffee00-1234-4abc-8def-0123456789ab', amount: 100, totp: '123456' },
  },
  'post /api/investments': {
    request: { schema_id: 'b7e6d5c4-b3a2-4190-8f7e-6d5c4b3a2918', amount: 500, wallet_type: 'main' },
  },
  'post /api/deposits/calculate-charge': {
    request: { method_id: 'e4d3c2b1-a098-4765-b432-10fedcba9876', amount: 100 },
    response: {
      amount: 100,
      charge: 1.5,
      receive_amount: 98.5,
      currency: 'USD',
      pay_amount: '0.00150000',
      pay_currency: 'BTC',
    },
  },
  'post /api/admin/users/{id}/balance': {
    request: { wallet_type: 'main', amount: 25, type: 'add', reason: 'Goodwill credit for ticket #4821' },
  },
};
