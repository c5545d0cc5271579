import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { pgError } from '../../server/lib/db-errors.ts';
import { sendBatchIsolated, sendBatchSize } from '../../server/lib/metrics.ts';
import { createSendQueue } from '../../server/modules/transfers/transfers.queue.ts';
import { createSendTexts } from '../../server/modules/transfers/transfers.texts.ts';
import { systemWalletId } from '../../server/modules/ledger/ledger.accounts.ts';
import type { MoneyResult } from '../../src/contract/transfers.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * The send queue (server/modules/transfers/transfers.queue.ts) applies concurrent sends in one
 * statement, send_money_batch(): one transaction for many sends. Each send keeps its own answer,
 * its own refusal and its own key; a send that fails inside the batch is rolled back alone.
 */
let ctx: TestContext;
let admin = '';
let bob: Funded;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  bob = await fundedUser(ctx.app, admin, 0);
});

const send = (from: Funded, to: string, amount: number, key = randomUUID()) =>
  call<MoneyResult & ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
    token: from.token,
    key,
    body: { sender_wallet_id: from.main.id, recipient_email: to, amount },
  });

/** Statement calls of the send queue and the sends they carried so far (its histogram, server/lib/metrics.ts). */
const batches = async () => {
  const values = (await sendBatchSize.get()).values;
  const of = (name: string) => values.find((v) => v.metricName === name)?.value ?? 0;
  return { batches: of('send_batch_size_count'), sends: of('send_batch_size_sum') };
};

const DEFAULTS = {
  sendMoneyMin: 1,
  sendMoneyMax: 10_000,
  sendMoneyDailyLimit: 50_000,
  sendMoneyChargeFixed: 0,
  sendMoneyChargePercent: 0,
  withdrawalCoolingOffHours: 24,
  sendNoCodeCents: 100_000,
};

/** send_money_request()'s arguments for sends of 10.00 from `from` to bob, all under one transaction id: the second one breaks its primary key. */
async function callBuilder(from: Funded) {
  const [who] = await queryRows<{ tv: number; sid: string }>(
    ctx.deps.db,
    sql`SELECT u.token_version AS tv, s.id AS sid FROM users u JOIN user_sessions s ON s.user_id = u.id WHERE u.id = ${from.user.id}::uuid LIMIT 1`,
  );
  const at = ctx.deps.now();
  const txId = randomUUID();
  return (reference: string) => ({
    user_id: from.user.id,
    token_version: who?.tv ?? 0,
    session_id: who?.sid ?? '',
    key: null,
    request_hash: null,
    expired_before: new Date(at.getTime() - 86_400_000).toISOString(),
    tx_id: txId,
    reference,
    sender_wallet_id: from.main.id,
    recipient_email: bob.user.email,
    amount_cents: 1_000,
    note: '',
    at: at.toISOString(),
    day_start: new Date(at.getTime() - 3_600_000).toISOString(),
    factor_ok: false,
    stepped_up_after: new Date(at.getTime() - 600_000).toISOString(),
    phase: 'send',
    claim_id: randomUUID(),
  });
}

describe('sends applied in batches', () => {
  it('concurrent sends share a commit, each with its own answer; refused ones do not fail the batch', async () => {
    const senders = await Promise.all([1, 2, 3, 4, 5, 6].map(() => fundedUser(ctx.app, admin, 100)));
    const broke = await fundedUser(ctx.app, admin, 0);
    const before = await batches();
    const answers = await Promise.all([
      ...senders.map((s) => send(s, bob.user.email, 10)),
      send(broke, bob.user.email, 10),
      send(senders[0] as Funded, 'nobody-here@example.com', 10),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 422, 404]);
    expect(answers[6]?.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(answers[7]?.body.code).toBe('RECIPIENT_NOT_FOUND');
    // Each sender's answer is its own wallet after its own send.
    for (const [i, a] of answers.slice(0, 6).entries())
      expect(a.body.wallets[0]?.id).toBe((senders[i] as Funded).main.id);
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 60, profit: 0 });
    const after = await batches();
    expect(after.sends - before.sends).toBe(8);
    // Fewer statements (so commits) than sends: they went in batches, not one transaction each.
    expect(after.batches - before.batches).toBeLessThan(8);
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('sends of one sender in one batch see each other: the balance and the daily limit hold', async () => {
    const alice = await fundedUser(ctx.app, admin, 25);
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(alice, bob.user.email, 10)));
    // 25 covers two sends of 10 and their charge (0.60 each); the others are refused, one answer each.
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 422, 422]);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 3.8, profit: 0 });
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('the same key twice in one batch: one send, the other answer is a replay or in flight', async () => {
    const alice = await fundedUser(ctx.app, admin, 100);
    const key = randomUUID();
    const answers = await Promise.all([send(alice, bob.user.email, 10, key), send(alice, bob.user.email, 10, key)]);
    expect(answers.map((a) => a.status)).toContain(200);
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 10, profit: 0 });
    const again = await send(alice, bob.user.email, 10, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('a send that fails inside the batch is rolled back alone (its savepoint); the others commit', async () => {
    const alice = await fundedUser(ctx.app, admin, 100);
    const one = await callBuilder(alice);
    const rows = await queryRows<{ ord: number; kind: string; body: string }>(
      ctx.deps.db,
      sql`SELECT ord, kind, body FROM send_money_batch(${JSON.stringify([one('REF-BATCH-1'), one('REF-BATCH-2')])}::jsonb,
        ${JSON.stringify(DEFAULTS)}::jsonb,
        ${systemWalletId('fees_earned')}::uuid, '/user/send-money/log')`,
    );
    expect(rows.map((r) => [r.ord, r.kind])).toEqual([
      [0, 'sent'],
      [1, 'error'],
    ]);
    expect(rows[1]?.body).toMatch(/^23505 /);
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 10, profit: 0 });
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('without savepoints a failing send rolls the whole batch back; the queue then runs it with them', async () => {
    const alice = await fundedUser(ctx.app, admin, 100);
    const one = await callBuilder(alice);
    const pair = JSON.stringify([one('REF-FAST-1'), one('REF-FAST-2')]);
    // The first try: one statement, no savepoints, so the second send's error undoes the first.
    const failed: unknown = await queryRows(
      ctx.deps.db,
      sql`SELECT ord FROM send_money_batch(${pair}::jsonb, ${JSON.stringify(DEFAULTS)}::jsonb, ${systemWalletId('fees_earned')}::uuid, '/user/send-money/log', NULL, false)`,
    ).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(pgError(failed)?.code).toBe('23505');
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 0, profit: 0 });

    // Through the queue the same pair is one batch; it runs again isolated and only the broken send fails.
    const isolatedBefore = (await sendBatchIsolated.get()).values[0]?.value ?? 0;
    const queue = createSendQueue(
      ctx.deps.db,
      () => ({
        defaults: JSON.stringify(DEFAULTS),
        feesWalletId: systemWalletId('fees_earned'),
        link: '/user/send-money/log',
        texts: createSendTexts(ctx.deps.db),
      }),
      { maxBatch: 32, windowMs: 0, maxInFlight: 1 },
    );
    const [first, second] = await Promise.allSettled([queue.call(one('REF-FAST-3')), queue.call(one('REF-FAST-4'))]);
    expect(first.status === 'fulfilled' && first.value.kind).toBe('sent');
    expect(second.status === 'rejected' && String(second.reason)).toMatch(/send_money_request failed: 23505/);
    expect((await sendBatchIsolated.get()).values[0]?.value).toBe(isolatedBefore + 1);
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 10, profit: 0 });
    await expectLedgerHealthy(ctx.deps.db);
  });
});
