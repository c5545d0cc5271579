import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminTransaction, AdminTransactionTotals } from '../../src/contract/admin-transactions.ts';
import { creditUser, fundedUser } from '../factories/money.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});

type Page = { items: AdminTransaction[]; nextCursor: string | null; totals: AdminTransactionTotals };
const list = (query = '') => call<Page>(ctx.app, 'GET', `/api/admin/transactions${query}`, { token: admin });

describe('GET /api/admin/transactions', () => {
  it('filters by type, user (id, e-mail or username), status and date range, with totals for the filter', async () => {
    const alice = await fundedUser(ctx.app, admin, 200);
    const bob = await registerUser(ctx.app, { username: 'bobby' });
    await creditUser(ctx.app, admin, bob.user.id, 30);
    const send = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 50 },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(send.status).toBe(200);

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.totals).toEqual({ count: 3, amount: 280, charge: 1 });
    expect(all.body.items[0]).toMatchObject({
      type: 'send_money',
      username: alice.user.username,
      counterpartyUsername: 'bobby',
      amount: 50,
      charge: 1,
    });

    expect((await list('?type=admin_adjustment')).body.totals).toEqual({ count: 2, amount: 230, charge: 0 });
    expect((await list('?user=bobby')).body.totals.count).toBe(2);
    expect((await list(`?user=${encodeURIComponent(alice.user.email.toUpperCase())}`)).body.totals.count).toBe(2);
    expect((await list(`?user=${bob.user.id}&type=send_money`)).body.totals.count).toBe(1);
    expect((await list('?user=nobody')).body).toMatchObject({ items: [], totals: { count: 0 } });
    expect((await list('?status=pending')).body.totals.count).toBe(0);

    const today = ctx.deps.now().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).body.totals.count).toBe(3);
    expect((await list('?to=2000-01-01')).body.totals.count).toBe(0);
    expect((await list('?from=2999-01-01')).body.totals.count).toBe(0);
    const bad = await call<{ errors: Record<string, string> }>(
      ctx.app,
      'GET',
      '/api/admin/transactions?from=yesterday',
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('from');
  });

  it('pages with a keyset cursor and totals stay for the whole filter', async () => {
    const u = await registerUser(ctx.app);
    for (let i = 1; i <= 5; i += 1) await creditUser(ctx.app, admin, u.user.id, i);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof list>> = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.body.totals).toEqual({ count: 5, amount: 15, charge: 0 });
      ids.push(...res.body.items.map((t) => t.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(new Set(ids).size).toBe(5);
  });
});

describe('GET /api/admin/transactions.csv', () => {
  it('exports the filtered rows with a header, exact amounts and formula-safe cells', async () => {
    const u = await registerUser(ctx.app, { username: 'csvuser' });
    await call(ctx.app, 'POST', `/api/admin/users/${u.user.id}/balance`, {
      token: admin,
      body: { wallet_type: 'main', amount: 1234.5, type: 'add', reason: '=HYPERLINK("x"), "quoted"' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    const res = await ctx.app.request('/api/admin/transactions.csv?type=admin_adjustment', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('created_at,reference,type,status,amount,charge,user,counterparty,description');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',admin_adjustment,completed,1234.50,0.00,csvuser,,');
    expect(lines[1]).toContain('"Added to Main Wallet by admin: =HYPERLINK(""x""), ""quoted"""');
  });

  it('streams 200,000 seeded rows in bounded memory', async () => {
    const ROWS = 200_000;
    const u = await registerUser(ctx.app, { username: 'bulk' });
    await ctx.deps.db.execute(sql`
      INSERT INTO ledger_transactions (reference, type, description, user_id, amount_cents, charge_cents, created_at)
      SELECT 'BULK' || g, (ARRAY['deposit', 'withdraw', 'investment'])[1 + g % 3], 'Seeded row ' || g, ${u.user.id}, g, g % 7,
        timestamptz '2026-01-01' + g * interval '1 second'
      FROM generate_series(1, ${ROWS}) AS g`);

    // A collected heap before and during the export, so the figure is what is retained, not garbage.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const startHeap = process.memoryUsage().heapUsed;
    let peakHeap = startHeap;
    const started = performance.now();
    const res = await ctx.app.request('/api/admin/transactions.csv', { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let lines = 0;
    let bytes = 0;
    let tail = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      const text = tail + value;
      const parts = text.split('\r\n');
      tail = parts.pop() ?? '';
      lines += parts.length;
      chunks += 1;
      if (chunks % 10 === 0) {
        gc();
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const growthMb = (peakHeap - startHeap) / 1024 / 1024;
    console.log(
      `CSV export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s, ${chunks} chunks; retained heap growth peak ${growthMb.toFixed(1)} MB, rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`,
    );
    expect(tail).toBe('');
    expect(lines - 1).toBe(ROWS);
    // The file is about 18 MB of text (36 MB as JS strings); holding it, or the rows, would grow the heap far past this.
    expect(growthMb).toBeLessThan(16);
  }, 240_000);
});
