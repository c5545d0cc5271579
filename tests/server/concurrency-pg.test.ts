import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { systemWalletId } from '../../server/modules/ledger/ledger.accounts.ts';
import type { MoneyResult } from '../../src/contract/transfers.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

const USERS = Number(process.env.CONC_USERS ?? 24);
const OPS = 2000;
const IN_FLIGHT = 50;
const START_MAIN = 1000;
const START_PROFIT = 200;
const DAILY_LIMIT = Number(process.env.CONC_DAILY ?? 3000);

type Op = {
  path: string;
  token: string;
  body: Record<string, unknown>;
  key: string;
  retry: 'none' | 'parallel' | 'after';
};
type Outcome = { status: number; body: MoneyResult & { code?: string } };

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const amount = (max: number) => Math.round((1 + Math.random() * max) * 100) / 100;

describe.skipIf(!process.env.DATABASE_URL)('concurrency on PostgreSQL over real HTTP', () => {
  let ctx: TestContext;
  let server: ServerType;
  let base: string;
  let people: Funded[];

  beforeAll(async () => {
    ctx = await resetDatabase();
    const admin = (await loginAdmin(ctx.app)).token;
    const put = await ctx.app.request('/api/admin/settings', {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sendMoneyDailyLimit: DAILY_LIMIT }),
    });
    expect(put.status).toBe(200);
    people = await Promise.all(
      Array.from({ length: USERS }, () => fundedUser(ctx.app, admin, START_MAIN, START_PROFIT)),
    );
    server = await new Promise<ServerType>((done) => {
      const s = serve({ fetch: ctx.app.fetch, port: 0 }, () => done(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });

  const fire = async (op: Op): Promise<Outcome> => {
    const res = await call<Outcome['body']>(base, 'POST', op.path, { token: op.token, key: op.key, body: op.body });
    if (res.status === 0) throw res.error;
    return { status: res.status, body: res.body };
  };

  it('keeps every invariant under 2,000 concurrent transfers and exchanges with retries', async () => {
    const ops: Op[] = Array.from({ length: OPS }, () => {
      const from = pick(people);
      const r = Math.random();
      const retry = r < 0.08 ? 'parallel' : r < 0.15 ? 'after' : 'none';
      if (Math.random() < 0.7) {
        const to = pick(people.filter((p) => p !== from));
        return {
          path: '/api/send-money-now',
          token: from.token,
          key: randomUUID(),
          retry,
          body: { sender_wallet_id: from.main.id, recipient_email: to.user.email, amount: amount(150) },
        };
      }
      const [a, b] = Math.random() < 0.5 ? [from.main, from.profit] : [from.profit, from.main];
      return {
        path: '/api/wallet/wallet-exchange-now',
        token: from.token,
        key: randomUUID(),
        retry,
        body: { from_wallet_id: a.id, to_wallet_id: b.id, amount: amount(100) },
      };
    });

    const outcomes: Outcome[] = [];
    const retriedPairs: Outcome[][] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < ops.length) {
        const op = ops[next++] as Op;
        if (op.retry === 'parallel') {
          const pair = await Promise.all([fire(op), fire(op)]);
          retriedPairs.push(pair);
          outcomes.push(...pair);
        } else if (op.retry === 'after') {
          const first = await fire(op);
          const second = await fire(op);
          retriedPairs.push([first, second]);
          outcomes.push(first, second);
        } else {
          outcomes.push(await fire(op));
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = (performance.now() - started) / 1000;

    const byCode = new Map<string, number>();
    for (const o of outcomes) {
      const k = o.status === 200 ? '200' : `${o.status} ${o.body.code ?? ''}`;
      byCode.set(k, (byCode.get(k) ?? 0) + 1);
    }
    const okRefs = new Set(outcomes.filter((o) => o.status === 200).map((o) => o.body.transaction.reference));
    console.log(
      `[concurrency-pg] users=${USERS} ops=${OPS} requests=${outcomes.length} ok(distinct money moves)=${okRefs.size} ` +
        `retried keys=${retriedPairs.length} duration=${seconds.toFixed(2)}s requests/s=${(outcomes.length / seconds).toFixed(0)} ` +
        `money moves/s=${(okRefs.size / seconds).toFixed(0)} outcomes=${JSON.stringify(Object.fromEntries(byCode))}`,
    );

    expect([...byCode.keys()].filter((k) => k.startsWith('5'))).toEqual([]);
    // Every retried key moved money at most once: a second 200 replays the first's reference, or it is a 409.
    for (const [a, b] of retriedPairs) {
      if (a!.status === 200 && b!.status === 200)
        expect(b!.body.transaction.reference).toBe(a!.body.transaction.reference);
      else expect([a!.status, b!.status].some((s) => s === 409) || a!.body.code === b!.body.code).toBe(true);
    }
    const [moved] = await queryRows<{ n: unknown }>(
      ctx.deps.db,
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE type IN ('send_money', 'exchange')`,
    );
    expect(Number(moved?.n)).toBe(okRefs.size);

    await expectLedgerHealthy(ctx.deps.db);
    const [totals] = await queryRows<{ users: unknown; fees: unknown; min: unknown }>(
      ctx.deps.db,
      sql`SELECT (SELECT sum(balance_cents) FROM wallets WHERE user_id IS NOT NULL) AS users,
        (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE wallet_id = ${systemWalletId('fees_earned')}) AS fees,
        (SELECT min(balance_cents) FROM wallets WHERE user_id IS NOT NULL) AS min`,
    );
    expect(Number(totals?.users) + Number(totals?.fees)).toBe(USERS * (START_MAIN + START_PROFIT) * 100);
    expect(Number(totals?.min)).toBeGreaterThanOrEqual(0);
    const [maxSent] = await queryRows<{ max: unknown }>(
      ctx.deps.db,
      sql`SELECT coalesce(max(s), 0) AS max FROM (SELECT sum(amount_cents) AS s FROM ledger_transactions WHERE type = 'send_money' GROUP BY user_id) x`,
    );
    expect(Number(maxSent?.max)).toBeLessThanOrEqual(DAILY_LIMIT * 100);
  }, 300_000);
});
