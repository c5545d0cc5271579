import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { AdminLiabilities, LiabilityProof, LiabilitySnapshot, PublicLiabilities } from '../../src/contract/proof-of-liabilities.ts';
import type { ChargeQuote } from '../../src/contract/wallet.ts';
import { createSchema, invest } from '../factories/invest.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { freshAdminCode } from '../setup/admin-totp.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { ADMIN, resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const adminStepUp = async () => stepUp(ctx.app, admin, ADMIN.password, ctx.deps.env.adminTwoFactorRequired ? await freshAdminCode(ctx) : undefined);
const snapshot = (token = admin) => call<LiabilitySnapshot & ErrorBody>(ctx.app, 'POST', '/api/admin/proof-of-liabilities', { token });
const myProof = (token: string) => call<LiabilityProof & ErrorBody>(ctx.app, 'GET', '/api/proof-of-liabilities/me', { token });

// The published rules, written again here with Node's own hashing: the test never uses the shared module.
const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
type Node = { hash: string; sum: number };
const node = (l: Node, r: Node): Node => ({ hash: hex(`node:${l.hash}:${l.sum}:${r.hash}:${r.sum}`), sum: l.sum + r.sum });
function rootFrom(proof: LiabilityProof, balance = proof.balance_cents): Node {
  let at: Node = { hash: hex(`leaf:${proof.id_hash}:${balance}`), sum: balance };
  for (const s of proof.path) at = s.side === 'left' ? node({ hash: s.hash, sum: s.sum }, at) : node(at, { hash: s.hash, sum: s.sum });
  return at;
}
/** The whole tree from (id_hash, balance) pairs, as the rules build it. */
function treeRoot(leaves: Array<{ idHash: string; cents: number }>): Node {
  let level: Node[] = [...leaves].sort((a, b) => (a.idHash < b.idHash ? -1 : 1)).map((l) => ({ hash: hex(`leaf:${l.idHash}:${l.cents}`), sum: l.cents }));
  while (level.length > 1) {
    const next: Node[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(level[i + 1] ? node(level[i] as Node, level[i + 1] as Node) : (level[i] as Node));
    level = next;
  }
  return level[0] as Node;
}

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
    expect(pub.body).toMatchObject({ snapshot_id: res.body.snapshot_id, root_hash: res.body.root_hash, total_cents: 542_725, leaf_count: 3 });
    expect(pub.body.recent).toHaveLength(1);

    const expected = new Map([[alice.user.id, 530_000], [bob.user.id, 12_000], [carol.user.id, 725]]);
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
    const toNext = (i: number) => ({ sender_wallet_id: people[i]?.main.id, recipient_email: people[(i + 1) % 6]?.user.email, amount: 7 });
    const quote = await call<ChargeQuote>(ctx.app, 'POST', '/api/send-money/calculate-charge', { token: people[0]?.token ?? '', body: toNext(0) });
    const charge = Math.round(quote.body.charge * 100);
    await adminStepUp();
    const work: Array<Promise<unknown>> = [];
    const taken: LiabilitySnapshot[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (const [i, p] of people.entries()) {
        // Moving money into an investment keeps what the user is owed; a send loses only its charge.
        work.push(call(ctx.app, 'POST', '/api/investments', { token: p.token, body: { schema_id: plan.id, amount: 10, wallet_type: 'main' }, headers: { 'Idempotency-Key': randomUUID() } }));
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
      await ctx.deps.db.execute(sql`UPDATE wallets SET balance_cents = -5 WHERE user_id = ${alice.user.id} AND type = 'profit'`);
      await ctx.deps.db.execute(sql`UPDATE wallets SET balance_cents = 0 WHERE user_id = ${alice.user.id} AND type = 'main'`);
      const res = await snapshot();
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('NEGATIVE_LIABILITY');
      expect(res.body.message).toContain(alice.user.id);
      expect((await call(ctx.app, 'GET', '/api/proof-of-liabilities')).status).toBe(404);
    } finally {
      await ctx.deps.db.execute(sql`UPDATE wallets SET balance_cents = 0 WHERE balance_cents < 0`);
      await ctx.deps.db.execute(sql`ALTER TABLE wallets ADD CONSTRAINT wallets_user_balance_nonneg CHECK (user_id IS NULL OR balance_cents >= 0)`);
      await ctx.deps.db.execute(sql`UPDATE wallets SET balance_cents = 1000 WHERE user_id = ${alice.user.id} AND type = 'main'`);
    }
  });
});

describe('who may do what', () => {
  it('refuses a snapshot without step-up, to investors and to strangers; the public figure needs no sign-in', async () => {
    const alice = await fundedUser(ctx.app, admin, 10);
    const noStepUp = await snapshot();
    expect(noStepUp.status).toBe(403);
    expect(noStepUp.body.code).toBe('STEP_UP_REQUIRED');
    expect((await snapshot(alice.token)).status).toBe(403);
    expect((await call(ctx.app, 'POST', '/api/admin/proof-of-liabilities')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/admin/proof-of-liabilities', { token: alice.token })).status).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/proof-of-liabilities/me')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/proof-of-liabilities')).status).toBe(404);
    await adminStepUp();
    expect((await snapshot()).status).toBe(201);
    expect((await call(ctx.app, 'GET', '/api/proof-of-liabilities')).status).toBe(200);
  });

  it("never answers another user's proof: each session gets its own leaf only", async () => {
    const alice = await fundedUser(ctx.app, admin, 11);
    const bob = await fundedUser(ctx.app, admin, 22);
    await adminStepUp();
    await snapshot();
    const a = (await myProof(alice.token)).body;
    const b = (await myProof(bob.token)).body;
    expect([a.balance_cents, b.balance_cents]).toEqual([1100, 2200]);
    expect(a.id_hash).toBe(hex(`${alice.user.id}:${a.nonce}`));
    expect(b.id_hash).toBe(hex(`${bob.user.id}:${b.nonce}`));
    expect((await call(ctx.app, 'GET', `/api/proof-of-liabilities/me?user_id=${bob.user.id}`, { token: alice.token })).body).toMatchObject({ id_hash: a.id_hash });
    expect((await myProof(admin)).status).toBe(403);
  });

  it('keeps declared assets per asset and shows their ratio to the latest total', async () => {
    await fundedUser(ctx.app, admin, 1000);
    await adminStepUp();
    await snapshot();
    const put = (body: unknown) => call<AdminLiabilities & ErrorBody>(ctx.app, 'PUT', '/api/admin/proof-of-liabilities/declared-assets', { token: admin, body });
    const bad = await put({ assets: [{ asset: 'USDT', amount_cents: -1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty(['assets.0.amount_cents']);
    const ok = await put({ assets: [{ asset: 'USDT', amount_cents: 80_000 }, { asset: 'Bank EUR', amount_cents: 40_000 }, { asset: 'BTC', amount_cents: null }] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ declared_total_cents: 120_000, ratio: 1.2 });
    const view = await call<AdminLiabilities>(ctx.app, 'GET', '/api/admin/proof-of-liabilities', { token: admin });
    expect(view.body.declared_assets).toHaveLength(3);
  });
});
