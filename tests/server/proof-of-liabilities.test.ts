import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type {
  AdminLiabilities,
  LiabilitySnapshot,
  PublicLiabilities,
} from '../../src/contract/proof-of-liabilities.ts';
import type { ChargeQuote } from '../../src/contract/wallet.ts';
import { createSchema, invest } from '../factories/invest.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { hex, liabilityCalls, rootFrom, treeRoot } from '../factories/proof-of-liabilities.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

// Every proof is recomputed from the published rules with node:crypto (tests/factories), never with the shared module.
let ctx: TestContext;
let admin: string;
let pol: ReturnType<typeof liabilityCalls>;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  pol = liabilityCalls(ctx, admin);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});
const adminStepUp = () => pol.adminStepUp();
const snapshot = (token = admin) => pol.snapshot(token);
const myProof = (token: string) => pol.myProof(token);

describe('taking a snapshot', () => {
  it('publishes a root every investor can recompute from the rules, with wallets plus active principal and nobody owed nothing', async () => {
    const alice = await fundedUser(ctx.app, admin, 5000, 300);
    const bob = await fundedUser(ctx.app, admin, 120);
    const carol = await fundedUser(ctx.app, admin, 0, 7.25);
    const nobody = await registerUser(ctx.app);
    const plan = await createSchema(ctx.app, admin);
    await invest(ctx.app, alice.token, plan.id, 1000);
    await adminStepUp();
    const res = await snapshot();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total_cents: 542_725, leaf_count: 3 });
    const pub = await call<PublicLiabilities>(ctx.app, 'GET', '/api/proof-of-liabilities');
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({
      snapshot_id: res.body.snapshot_id,
      root_hash: res.body.root_hash,
      total_cents: 542_725,
      leaf_count: 3,
    });
    expect(pub.body.recent).toHaveLength(1);

    const expected = new Map([
      [alice.user.id, 530_000],
      [bob.user.id, 12_000],
      [carol.user.id, 725],
    ]);
    const leaves: Array<{ idHash: string; cents: number }> = [];
    for (const who of [alice, bob, carol]) {
      const proof = await myProof(who.token);
      expect(proof.status).toBe(200);
      expect(proof.body.balance_cents).toBe(expected.get(who.user.id));
      expect(proof.body.id_hash).toBe(hex(`${who.user.id}:${proof.body.nonce}`));
      expect(proof.body.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(rootFrom(proof.body)).toEqual({ hash: res.body.root_hash, sum: 542_725 });
      leaves.push({ idHash: proof.body.id_hash, cents: proof.body.balance_cents });
    }
    expect(treeRoot(leaves)).toEqual({ hash: res.body.root_hash, sum: 542_725 });
    expect((await myProof(nobody.token)).status).toBe(404);
  });

  it('a tampered balance leads to another root, and a new snapshot gives every user a fresh nonce', async () => {
    const alice = await fundedUser(ctx.app, admin, 50);
    await fundedUser(ctx.app, admin, 70);
    await adminStepUp();
    const first = await snapshot();
    const proof = (await myProof(alice.token)).body;
    expect(rootFrom(proof).hash).toBe(first.body.root_hash);
    expect(rootFrom(proof, proof.balance_cents + 1).hash).not.toBe(first.body.root_hash);
    expect(rootFrom(proof, proof.balance_cents - 1).hash).not.toBe(first.body.root_hash);
    const second = await snapshot();
    const again = (await myProof(alice.token)).body;
    expect(again.snapshot_id).toBe(second.body.snapshot_id);
    expect(again.nonce).not.toBe(proof.nonce);
    expect(second.body.root_hash).not.toBe(first.body.root_hash);
    const list = await call<AdminLiabilities>(ctx.app, 'GET', '/api/admin/proof-of-liabilities', { token: admin });
    expect(list.body.snapshots.map((s) => s.snapshot_id)).toEqual([second.body.snapshot_id, first.body.snapshot_id]);
  });

  it('sums to the ledger total at its read while sends and investments run', async () => {
    const people: Funded[] = [];
    for (let i = 0; i < 6; i += 1) people.push(await fundedUser(ctx.app, admin, 2000));
    const plan = await createSchema(ctx.app, admin);
    const initial = 6 * 200_000;
    const toNext = (i: number) => ({
      sender_wallet_id: people[i]?.main.id,
      recipient_email: people[(i + 1) % 6]?.user.email,
      amount: 7,
    });
    const quote = await call<ChargeQuote>(ctx.app, 'POST', '/api/send-money/calculate-charge', {
      token: people[0]?.token ?? '',
      body: toNext(0),
    });
    const charge = Math.round(quote.body.charge * 100);
    await adminStepUp();
    const work: Array<Promise<unknown>> = [];
    const taken: LiabilitySnapshot[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (const [i, p] of people.entries()) {
        // Moving money into an investment keeps what the user is owed; a send loses only its charge.
        work.push(
          call(ctx.app, 'POST', '/api/investments', {
            token: p.token,
            body: { schema_id: plan.id, amount: 10, wallet_type: 'main' },
            headers: { 'Idempotency-Key': randomUUID() },
          }),
        );
        work.push(call(ctx.app, 'POST', '/api/send-money-now', { token: p.token, body: toNext(i) }));
      }
      work.push(snapshot().then((r) => taken.push(r.body)));
    }
    await Promise.all(work);
    expect(taken).toHaveLength(4);
    for (const s of taken) {
      expect((initial - s.total_cents) % charge, `total ${s.total_cents}`).toBe(0);
      expect(s.total_cents).toBeLessThanOrEqual(initial);
    }
    const [fees] = await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM transfers`);
    const final = await snapshot();
    expect(final.body.total_cents).toBe(initial - (fees?.n ?? 0) * charge);
  });

  it('refuses a negative figure with 409 NEGATIVE_LIABILITY naming the user, and nothing is published', async () => {
    const alice = await fundedUser(ctx.app, admin, 10);
    await adminStepUp();
    await ctx.deps.db.execute(sql`ALTER TABLE wallets DROP CONSTRAINT wallets_user_balance_nonneg`);
    try {
      await ctx.deps.db.execute(
        sql`UPDATE wallets SET balance_cents = -5 WHERE user_id = ${alice.user.id} AND type = 'profit'`,
      );
      await ctx.deps.db.execute(
        sql`UPDATE wallets SET balance_cents = 0 WHERE user_id = ${alice.user.id} AND type = 'main'`,
      );
      const res = await snapshot();
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('NEGATIVE_LIABILITY');
      expect(res.body.message).toContain(alice.user.id);
      expect((await call(ctx.app, 'GET', '/api/proof-of-liabilities')).status).toBe(404);
    } finally {
      await ctx.deps.db.execute(sql`UPDATE wallets SET balance_cents = 0 WHERE balance_cents < 0`);
      await ctx.deps.db.execute(
        sql`ALTER TABLE wallets ADD CONSTRAINT wallets_user_balance_nonneg CHECK (user_id IS NULL OR balance_cents >= 0)`,
      );
      await ctx.deps.db.execute(
        sql`UPDATE wallets SET balance_cents = 1000 WHERE user_id = ${alice.user.id} AND type = 'main'`,
      );
    }
  });
});
