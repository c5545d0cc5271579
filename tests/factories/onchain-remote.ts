import { expect } from 'vitest';
import type { AdminOnchainPayment } from '../../src/contract/onchain.ts';
import type { EvmNode } from './evm-node.ts';
import { evmMethodBody, type EvmMethodOptions } from './onchain.ts';
import { type RemoteUser } from './remote-api.ts';
import { call } from '../setup/http.ts';

/** Helpers of the on-chain tests that drive server processes over real HTTP. */
export async function remoteEvmMethod(url: string, admin: string, o: EvmMethodOptions): Promise<string> {
  const res = await call(url, 'POST', '/api/admin/deposit-methods', { token: admin, body: evmMethodBody(o) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.id);
}

export async function remoteAddress(url: string, user: RemoteUser, methodId: string): Promise<string> {
  const res = await call(url, 'GET', `/api/deposits/methods/${methodId}/address`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return String(res.body.address);
}

export async function remoteMain(url: string, user: RemoteUser): Promise<number> {
  const res = await call(url, 'GET', '/api/wallet/wallets', { token: user.token });
  const list = res.body as unknown as { type: string; balance: number }[];
  return list.find((w) => w.type === 'main')?.balance ?? Number.NaN;
}

export async function remotePayments(url: string, admin: string): Promise<AdminOnchainPayment[]> {
  const res = await call(url, 'GET', '/api/admin/onchain/payments?limit=200', { token: admin });
  expect(res.status).toBe(200);
  return res.body as unknown as AdminOnchainPayment[];
}

/** Polls until `check` holds (generous deadline), never a fixed sleep. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  check: (v: T) => boolean,
  ms = 90_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: T = await read();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

/** Sends `count` payments round-robin to the addresses (amounts 10.01, 10.02, ...); returns what each address should get. */
export async function payMany(
  node: EvmNode,
  token: `0x${string}`,
  addresses: string[],
  count: number,
): Promise<Map<string, number>> {
  const expected = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const to = addresses[i % addresses.length] ?? '';
    const cents = 1_001 + i;
    await node.sendToken(token, to, BigInt(cents) * 10_000n);
    expected.set(to, (expected.get(to) ?? 0) + cents);
  }
  return expected;
}
