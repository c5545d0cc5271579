import type { App } from '../../server/app.ts';
import type { WithdrawalMethod, WithdrawResult } from '../../src/contract/withdrawals.ts';
import { call } from '../setup/http.ts';
import type { ErrorBody } from '../setup/types.ts';
import { ensureSteppedUp } from '../setup/step-up.ts';

/** A payout method for USDT on BNB Chain (an EVM address field), created through the admin API. */
export async function bep20Method(app: App, adminToken: string): Promise<WithdrawalMethod> {
  const res = await call<WithdrawalMethod & ErrorBody>(app, 'POST', '/api/admin/withdrawal-methods', {
    token: adminToken,
    body: {
      name: 'USDT (BEP20)',
      currency: 'USDT',
      min_amount: 10,
      max_amount: 100_000,
      charge_fixed: 1,
      fields: [{ key: 'wallet_address', label: 'BEP20 wallet address', required: true }],
    },
  });
  if (res.status !== 201) throw new Error(`method failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A pending withdrawal of `amount` to `details` through a new account of `methodId`. */
export async function pendingWithdrawal(
  app: App,
  token: string,
  methodId: string,
  details: Record<string, string>,
  amount: number,
): Promise<string> {
  // Adding a payout account is a control change: it needs a fresh step-up (security-step-up.md).
  await ensureSteppedUp(app, token);
  const account = await call<{ id: string } & ErrorBody>(app, 'POST', '/api/withdrawal-accounts', {
    token,
    body: { method_id: methodId, name: `Wallet ${Object.values(details)[0]?.slice(0, 8)}`, details },
  });
  if (account.status !== 201) throw new Error(`account failed: ${account.status} ${JSON.stringify(account.body)}`);
  const made = await call<WithdrawResult & ErrorBody>(app, 'POST', '/api/withdrawals', {
    token,
    body: { account_id: account.body.id, amount },
  });
  if (made.status !== 200) throw new Error(`withdraw failed: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.withdrawal.id;
}
