import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { MoneyResult } from '../../src/contract/transfers.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let alice: Funded;
let bob: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  const admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500);
  bob = await fundedUser(ctx.app, admin, 0);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const send = (amount: number, key?: string) =>
  call<MoneyResult & ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
    token: alice.token,
    body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount },
    ...(key !== undefined ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const transactionCount = async () =>
  Number(
    (
      await queryRows<{ n: unknown }>(
        ctx.deps.db,
        sql`SELECT count(*) AS n FROM ledger_transactions WHERE type = 'send_money'`,
      )
    )[0]?.n,
  );

describe('Idempotency-Key', () => {
  it('replays the first response (status and body) and moves money once', async () => {
    const first = await send(10, 'k-1');
    const second = await send(10, 'k-1');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await transactionCount()).toBe(1);
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 10, profit: 0 });
  });

  it('refuses the same key with another body with 422 IDEMPOTENCY_MISMATCH', async () => {
    await send(10, 'k-2');
    const other = await send(11, 'k-2');
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 10, profit: 0 });
  });

  it('keys are per user: another user may use the same key', async () => {
    await send(10, 'shared');
    const bobSends = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: bob.token,
      body: { sender_wallet_id: bob.main.id, recipient_email: alice.user.email, amount: 5 },
      headers: { 'Idempotency-Key': 'shared' },
    });
    expect(bobSends.status).toBe(200);
  });

  it('answers a concurrent duplicate with 409, or serializes it into a replay; money moves once', async () => {
    const [a, b] = await Promise.all([send(20, 'k-3'), send(20, 'k-3')]);
    const statuses = [a.status, b.status].sort();
    if (statuses[1] === 409) {
      expect(statuses).toEqual([200, 409]);
      expect([a, b].find((r) => r.status === 409)?.body.code).toBe('IDEMPOTENCY_IN_FLIGHT');
    } else {
      expect(statuses).toEqual([200, 200]);
      expect(a.body).toEqual(b.body);
    }
    expect(await transactionCount()).toBe(1);
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 20, profit: 0 });
  });

  it('replays a business refusal, and forgets keys after 24 hours', async () => {
    const refused = await send(10_000, 'k-4');
    expect(refused.status).toBe(422);
    const replay = await send(10_000, 'k-4');
    expect(replay.status).toBe(422);
    expect(replay.body).toEqual(refused.body);
    await send(10, 'k-5');
    ctx.clock.offsetMs = 24 * 3600 * 1000 + 1000;
    const later = await send(10, 'k-5');
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await transactionCount()).toBe(2);
  });

  it('rejects a key longer than 200 characters', async () => {
    const res = await send(10, 'x'.repeat(201));
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('Idempotency-Key');
    expect(await transactionCount()).toBe(0);
  });
});
