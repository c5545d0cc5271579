import { expect } from 'vitest';
import type { App } from '../../server/app.ts';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import type { AdminOnchainPayment, DepositAddress, OnchainPayment } from '../../src/contract/onchain.ts';
import { call } from '../setup/http.ts';
import { OPERATOR_XPUB } from './evm-node.ts';

export type EvmMethodOptions = {
  rpcUrl: string;
  token?: string;
  decimals?: number;
  confirmations?: number;
  min?: number;
  name?: string;
  currency?: string;
  chargePercent?: number;
};

/** The admin create body of an evm method (snake_case, as the issue's interface says). */
export const evmMethodBody = (o: EvmMethodOptions) => ({
  kind: 'evm',
  name: o.name ?? 'USDT on test chain',
  currency: o.currency ?? 'USDT',
  chain_id: 31337,
  rpc_url: o.rpcUrl,
  ...(o.token ? { token_address: o.token } : {}),
  asset_decimals: o.decimals ?? 6,
  confirmations: o.confirmations ?? 3,
  xpub: OPERATOR_XPUB,
  min_amount: o.min ?? 10,
  max_amount: 100_000,
  charge_percent: o.chargePercent ?? 0,
  rate: '1',
});

export async function createEvmMethod(app: App, adminToken: string, o: EvmMethodOptions): Promise<DepositMethod> {
  const res = await call<DepositMethod>(app, 'POST', '/api/admin/deposit-methods', {
    token: adminToken,
    body: evmMethodBody(o),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function addressOf(app: App, token: string, methodId: string): Promise<DepositAddress> {
  const res = await call<DepositAddress>(app, 'GET', `/api/deposits/methods/${methodId}/address`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function paymentsOf(app: App, token: string, methodId: string): Promise<OnchainPayment[]> {
  const res = await call<OnchainPayment[]>(app, 'GET', `/api/deposits/methods/${methodId}/payments`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

export async function adminOnchain(app: App, adminToken: string, status?: string): Promise<AdminOnchainPayment[]> {
  const res = await call<AdminOnchainPayment[]>(
    app,
    'GET',
    `/api/admin/onchain/payments${status ? `?status=${status}` : ''}`,
    { token: adminToken },
  );
  expect(res.status).toBe(200);
  return res.body;
}
