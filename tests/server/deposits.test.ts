import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, ledgerTransactions, notifications } from '../../server/db/schema.ts';
import { deposits } from '../../server/db/schema-deposits.ts';
import { INVALID_FILE_MESSAGE, MAX_UPLOAD_BYTES } from '../../server/lib/uploads.ts';
import type { MoneyEvent } from '../../server/lib/money-events.ts';
import type { AdminDeposit, Deposit, DepositMethod, DepositQuote } from '../../src/contract/deposits.ts';
import { createDeposit, depositMethods, methodNamed, pngFile, postForm, PNG_1X1 } from '../factories/payments.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { getTestContext, resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;
let usdt: DepositMethod;
let btc: DepositMethod;
let bank: DepositMethod;
let events: MoneyEvent[] | null = null;

beforeAll(async () => {
  // Registered once for this worker; it records only while a test sets `events`.
  (await getTestContext()).deps.events.on(async (_tx, event) => {
    events?.push(event);
  });
});
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 0);
  bob = await fundedUser(ctx.app, admin, 0);
  const methods = await depositMethods(ctx.app, alice.token);
  [usdt, btc, bank] = await Promise.all([
    methodNamed(methods, 'USDT (TRC20)'),
    methodNamed(methods, 'Bitcoin'),
    methodNamed(methods, 'Bank transfer'),
  ]);
  events = null;
});
afterEach(async () => {
  vi.restoreAllMocks();
  // The worker's database is shared by the files after this one (isolate: false): no spy may stay on it.
  expect(vi.isMockFunction(ctx.deps.db.transaction)).toBe(false);
  expect(vi.isMockFunction(ctx.deps.storage.save)).toBe(false);
  await expectLedgerHealthy(ctx.deps.db);
});

const approve = (id: string) =>
  call<{ deposit: AdminDeposit } & ErrorBody>(ctx.app, 'POST', `/api/admin/deposits/${id}/approve`, { token: admin });
const reject = (id: string, reason: unknown) =>
  call<{ deposit: AdminDeposit } & ErrorBody>(ctx.app, 'POST', `/api/admin/deposits/${id}/reject`, {
    token: admin,
    body: { reason },
  });
// Badges may add a bonus to the Profit wallet on a deposit; these tests are about Main.
const mainOf = async (who: Funded) => (await balancesOf(ctx.app, who.token)).main;
const rowCount = async () => (await ctx.deps.db.select().from(deposits)).length;

describe('deposit methods and quotes', () => {
  it('seeds two crypto and one manual method at first start', async () => {
    expect(usdt).toMatchObject({
      kind: 'crypto',
      currency: 'USDT',
      network: 'TRC20',
      rate: '1',
      min: 10,
      chargePercent: 1,
    });
    expect(usdt.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(btc).toMatchObject({ kind: 'crypto', currency: 'BTC', rate: '65000', decimals: 8 });
    expect(bank).toMatchObject({ kind: 'manual', currency: 'USD', chargeFixed: 1 });
    expect(bank.instructions).toMatch(/IBAN/);
  });

  it('quotes the charge, what is credited and what to pay in the method currency', async () => {
    const q = await call<DepositQuote>(ctx.app, 'POST', '/api/deposits/calculate-charge', {
      token: alice.token,
      body: { method_id: btc.id, amount: 130 },
    });
    expect(q.status).toBe(200);
    expect(q.body).toEqual({
      amount: 130,
      charge: 0.65,
      receive_amount: 129.35,
      currency: 'USD',
      pay_amount: '0.00200000',
      pay_currency: 'BTC',
    });
    const tooSmall = await call<ErrorBody>(ctx.app, 'POST', '/api/deposits/calculate-charge', {
      token: alice.token,
      body: { method_id: btc.id, amount: 49.99 },
    });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body).toMatchObject({ code: 'LIMIT_EXCEEDED', errors: { amount: 'must be at least 50.00' } });
  });
});

describe('POST /api/deposits', () => {
  it('creates a pending deposit with its payment details and proof; no money moves yet', async () => {
    const res = await postForm<{ deposit: Deposit }>(ctx.app, '/api/deposits', alice.token, {
      method_id: usdt.id,
      amount: '250.50',
      transaction_hash: '0xabc123',
      proof: pngFile(),
    });
    expect(res.status).toBe(201);
    expect(res.body.deposit).toMatchObject({
      status: 'pending',
      methodName: 'USDT (TRC20)',
      amount: 250.5,
      charge: 2.51,
      receiveAmount: 247.99,
      payAmount: '250.50',
      currency: 'USDT',
      network: 'TRC20',
      address: usdt.address,
      transactionHash: '0xabc123',
      hasProof: true,
      proofName: 'receipt.png',
    });
    expect(res.body.deposit.reference).toMatch(/^DEP[A-Z0-9]{10}$/);
    expect(await mainOf(alice)).toBe(0);

    const one = await call<Deposit>(ctx.app, 'GET', `/api/deposits/${res.body.deposit.id}`, { token: alice.token });
    expect(one.body).toEqual(res.body.deposit);
    const proof = await ctx.app.request(`/api/deposits/${res.body.deposit.id}/proof`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('image/png');
    expect(proof.headers.get('content-disposition')).toMatch(/^inline; filename="receipt.png"/);
    expect(Buffer.from(await proof.arrayBuffer())).toEqual(PNG_1X1);
  });

  it('pages the Add Money Log newest first', async () => {
    for (const amount of ['10', '20', '30']) await createDeposit(ctx.app, alice.token, usdt.id, amount);
    await createDeposit(ctx.app, bob.token, usdt.id, '99');
    const first = await call<{ items: Deposit[]; nextCursor: string | null }>(ctx.app, 'GET', '/api/deposits?limit=2', {
      token: alice.token,
    });
    expect(first.body.items.map((d) => d.amount)).toEqual([30, 20]);
    const next = await call<{ items: Deposit[]; nextCursor: string | null }>(
      ctx.app,
      'GET',
      `/api/deposits?limit=2&cursor=${first.body.nextCursor}`,
      { token: alice.token },
    );
    expect(next.body.items.map((d) => d.amount)).toEqual([10]);
    expect(next.body.nextCursor).toBeNull();
  });

  it('refuses bad fields with 400 naming them, an unknown method 404, limits 422, writing nothing', async () => {
    const save = vi.spyOn(ctx.deps.storage, 'save');
    for (const amount of ['0', '-1', '1.001', 'abc', 'NaN', 'Infinity', '', '1e3']) {
      const res = await postForm<unknown>(ctx.app, '/api/deposits', alice.token, {
        method_id: usdt.id,
        amount,
        proof: pngFile(),
      });
      expect(res.status, amount).toBe(400);
      expect(res.body.errors, amount).toHaveProperty('amount');
    }
    const noMethod = await postForm<unknown>(ctx.app, '/api/deposits', alice.token, { amount: '20' });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.errors).toHaveProperty('method_id');
    const unknown = await postForm<unknown>(ctx.app, '/api/deposits', alice.token, {
      method_id: 'nope',
      amount: '20',
      proof: pngFile(),
    });
    expect(unknown.status).toBe(404);
    for (const amount of ['9.99', '50000.01']) {
      const res = await postForm<unknown>(ctx.app, '/api/deposits', alice.token, {
        method_id: usdt.id,
        amount,
        proof: pngFile(),
      });
      expect(res.status, amount).toBe(422);
      expect(res.body.code).toBe('LIMIT_EXCEEDED');
    }
    const json = await call<ErrorBody>(ctx.app, 'POST', '/api/deposits', {
      token: alice.token,
      body: { method_id: usdt.id, amount: 20 },
    });
    expect(json.status).toBe(415);
    expect(save).not.toHaveBeenCalled();
    expect(await rowCount()).toBe(0);
  });

  it('refuses a fake image with 415 and the catalogue message, and a huge file with 413, writing nothing', async () => {
    const save = vi.spyOn(ctx.deps.storage, 'save');
    const fake = await postForm<unknown>(ctx.app, '/api/deposits', alice.token, {
      method_id: usdt.id,
      amount: '20',
      proof: new File(['<html>not an image</html>'], 'proof.png', { type: 'image/png' }),
    });
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe(INVALID_FILE_MESSAGE);
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG_1X1);
    const huge = await postForm<unknown>(ctx.app, '/api/deposits', alice.token, {
      method_id: usdt.id,
      amount: '20',
      proof: new File([big], 'big.png'),
    });
    expect(huge.status).toBe(413);
    expect(save).not.toHaveBeenCalled();
    expect(await rowCount()).toBe(0);
  });

  it('removes the stored proof when the row cannot be written', async () => {
    const remove = vi.spyOn(ctx.deps.storage, 'remove');
    const save = vi.spyOn(ctx.deps.storage, 'save');
    // The deposit row (and its mail) are written in one transaction.
    vi.spyOn(ctx.deps.db, 'transaction').mockRejectedValueOnce(new Error('database went away'));
    const res = await postForm<unknown>(ctx.app, '/api/deposits', alice.token, {
      method_id: usdt.id,
      amount: '20',
      proof: pngFile(),
    });
    expect(res.status).toBe(500);
    const stored = await save.mock.results[0]?.value;
    expect(remove).toHaveBeenCalledWith(stored.key);
    await expect(ctx.deps.storage.read(stored.key)).rejects.toMatchObject({ status: 404 });
  });

  it('takes the proof later for a pending deposit only, and refuses a fake one', async () => {
    const dep = await createDeposit(ctx.app, alice.token, btc.id, '100');
    expect(dep).toMatchObject({ hasProof: false, payAmount: '0.00153846' });
    const noProof = await ctx.app.request(`/api/deposits/${dep.id}/proof`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(noProof.status).toBe(404);
    const fake = await postForm<unknown>(ctx.app, `/api/deposits/${dep.id}/proof`, alice.token, {
      proof: new File(['GIF? no'], 'x.gif'),
    });
    expect(fake.status).toBe(415);
    const theirs = await postForm<unknown>(ctx.app, `/api/deposits/${dep.id}/proof`, bob.token, { proof: pngFile() });
    expect(theirs.status).toBe(404);
    const ok = await postForm<{ deposit: Deposit }>(ctx.app, `/api/deposits/${dep.id}/proof`, alice.token, {
      proof: pngFile('later.png'),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.deposit).toMatchObject({ hasProof: true, proofName: 'later.png' });
    expect((await reject(dep.id, 'No funds arrived')).status).toBe(200);
    const late = await postForm<unknown>(ctx.app, `/api/deposits/${dep.id}/proof`, alice.token, { proof: pngFile() });
    expect(late.status).toBe(409);
  });

  it("hides another user's deposit and proof (404) but shows the proof to admins", async () => {
    const dep = await createDeposit(ctx.app, alice.token, usdt.id, '20', pngFile());
    expect((await call(ctx.app, 'GET', `/api/deposits/${dep.id}`, { token: bob.token })).status).toBe(404);
    const theirs = await ctx.app.request(`/api/deposits/${dep.id}/proof`, {
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(theirs.status).toBe(404);
    const asAdmin = await ctx.app.request(`/api/admin/deposits/${dep.id}/proof`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('x-content-type-options')).toBe('nosniff');
    const userOnAdmin = await ctx.app.request(`/api/admin/deposits/${dep.id}/proof`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(userOnAdmin.status).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/admin/deposits', { token: alice.token })).status).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/deposits/methods', { token: admin })).status).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/deposits')).status).toBe(401);
  });
});

describe('admin review', () => {
  it('approve credits amount less charge once, notifies, audits and emits deposit_approved', async () => {
    events = [];
    const dep = await createDeposit(ctx.app, alice.token, usdt.id, '200', pngFile());
    const res = await approve(dep.id);
    expect(res.status).toBe(200);
    expect(res.body.deposit).toMatchObject({ status: 'approved', user: { id: alice.user.id } });
    expect(await mainOf(alice)).toBe(198);
    const [row] = await ctx.deps.db.select().from(deposits).where(eq(deposits.id, dep.id));
    const [ltx] = await ctx.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, row?.ledgerTransactionId ?? ''));
    expect(ltx).toMatchObject({
      type: 'deposit',
      amountCents: 20000,
      chargeCents: 200,
      userId: alice.user.id,
      status: 'completed',
    });
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'deposit_approved',
        userId: alice.user.id,
        sourceId: dep.id,
        amountCents: 20000,
      }),
    ]);
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.link, '/user/deposit/logs'));
    expect(notes.map((n) => n.message)).toEqual([expect.stringMatching(/deposit of 200\.00 USD .* was approved/)]);
    const audits = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, dep.id));
    expect(audits.map((a) => a.action)).toEqual(['deposit.approve']);

    for (const second of [await approve(dep.id), await reject(dep.id, 'Changed my mind')]) {
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('CONFLICT');
    }
    expect(await mainOf(alice)).toBe(198);
    const summary = await call<{ data: { totalDeposited: number } }>(ctx.app, 'GET', '/api/wallet/summary', {
      token: alice.token,
    });
    expect(summary.body.data.totalDeposited).toBe(200);
  });

  it('two approvals at once pay once', async () => {
    const dep = await createDeposit(ctx.app, alice.token, usdt.id, '100');
    const results = await Promise.all([approve(dep.id), approve(dep.id), approve(dep.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await mainOf(alice)).toBe(99);
    expect(
      (await ctx.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.type, 'deposit'))).length,
    ).toBe(1);
  });

  it('reject needs a reason, moves nothing, notifies with the reason; approve after reject is 409', async () => {
    const dep = await createDeposit(ctx.app, alice.token, bank.id, '500');
    expect((await reject(dep.id, '')).status).toBe(400);
    const res = await reject(dep.id, 'Receipt does not match');
    expect(res.status).toBe(200);
    expect(res.body.deposit).toMatchObject({ status: 'rejected', rejectionReason: 'Receipt does not match' });
    expect((await approve(dep.id)).status).toBe(409);
    expect(await mainOf(alice)).toBe(0);
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.link, '/user/deposit/logs'));
    expect(notes[0]?.message).toMatch(/rejected: Receipt does not match/);
    expect((await approve('00000000-0000-4000-8000-00000000abcd')).status).toBe(404);
  });

  it('lists deposits by status with the user', async () => {
    const a = await createDeposit(ctx.app, alice.token, usdt.id, '10');
    const b = await createDeposit(ctx.app, bob.token, usdt.id, '20');
    await approve(a.id);
    const pending = await call<{ items: AdminDeposit[] }>(ctx.app, 'GET', '/api/admin/deposits?status=pending', {
      token: admin,
    });
    expect(pending.body.items.map((d) => [d.id, d.user.email])).toEqual([[b.id, bob.user.email]]);
    const all = await call<{ items: AdminDeposit[] }>(ctx.app, 'GET', '/api/admin/deposits', { token: admin });
    expect(all.body.items.map((d) => d.id)).toEqual([b.id, a.id]);
    expect((await call(ctx.app, 'GET', '/api/admin/deposits?status=lost', { token: admin })).status).toBe(400);
  });
});

describe('admin deposit methods', () => {
  const body = {
    name: 'ETH',
    kind: 'crypto',
    currency: 'eth',
    network: 'ERC20',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    min_amount: 20,
    max_amount: 1000,
    charge_percent: 0.5,
    rate: '3000.5',
    decimals: 6,
  };

  it('creates, updates, deletes an unused method and deactivates a used one, audited', async () => {
    const created = await call<DepositMethod>(ctx.app, 'POST', '/api/admin/deposit-methods', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'ETH',
      currency: 'ETH',
      rate: '3000.5',
      chargeFixed: 0,
      chargePercent: 0.5,
      active: true,
    });
    const updated = await call<DepositMethod>(ctx.app, 'PUT', `/api/admin/deposit-methods/${created.body.id}`, {
      token: admin,
      body: { ...body, min_amount: 25 },
    });
    expect(updated.body.min).toBe(25);
    const del = await call<{ deactivated: boolean }>(
      ctx.app,
      'DELETE',
      `/api/admin/deposit-methods/${created.body.id}`,
      { token: admin },
    );
    expect(del.body.deactivated).toBe(false);
    expect(
      (await call(ctx.app, 'PUT', `/api/admin/deposit-methods/${created.body.id}`, { token: admin, body })).status,
    ).toBe(404);

    await createDeposit(ctx.app, alice.token, usdt.id, '20');
    const used = await call<{ deactivated: boolean }>(ctx.app, 'DELETE', `/api/admin/deposit-methods/${usdt.id}`, {
      token: admin,
    });
    expect(used.body.deactivated).toBe(true);
    expect((await depositMethods(ctx.app, alice.token)).map((m) => m.name)).toEqual(['Bitcoin', 'Bank transfer']);
    const all = await call<DepositMethod[]>(ctx.app, 'GET', '/api/admin/deposit-methods', { token: admin });
    expect(all.body.find((m) => m.id === usdt.id)?.active).toBe(false);
    const gone = await postForm<unknown>(ctx.app, '/api/deposits', alice.token, { method_id: usdt.id, amount: '20' });
    expect(gone.status).toBe(404);
    const actions = (await ctx.deps.db.select().from(auditLog))
      .map((a) => a.action)
      .filter((a) => a.startsWith('deposit_method'));
    expect(actions.sort()).toEqual([
      'deposit_method.create',
      'deposit_method.deactivate',
      'deposit_method.delete',
      'deposit_method.update',
    ]);
  });

  it('validates methods: limits order, crypto address, rate', async () => {
    const bad = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: admin,
      body: { ...body, address: '', min_amount: 100, max_amount: 10, rate: '0' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['address', 'max_amount', 'rate']));
    expect((await call(ctx.app, 'POST', '/api/admin/deposit-methods', { token: alice.token, body })).status).toBe(403);
  });
});
