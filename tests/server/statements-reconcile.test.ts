import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { systemWalletId } from '../../server/modules/ledger/ledger.accounts.ts';
import type { MonthReport } from '../../src/contract/admin-reports.ts';
import type { Statement, YearlySummary } from '../../src/contract/statements.ts';
import { expectLedgerHealthy } from '../factories/money.ts';
import { pdfText } from '../factories/pdf-text.ts';
import { advance, newWorld, OP_KINDS, runOp, type Op, type World } from '../factories/statement-world.ts';
import { call } from '../setup/http.ts';
import { resetDatabase } from '../setup/test-app.ts';

const RUNS = process.env.SOAK ? 40 : 5;
const START = '2026-01-27T10:00:00.000Z';
const cents = (n: number) => Math.round(n * 100);
const monthOf = (d: Date) => d.toISOString().slice(0, 7);
const tally: Record<string, number> = {};
const movementTally: Record<string, number> = {};

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom(...OP_KINDS),
  cents: fc.integer({ min: 100, max: 20_000 }),
  gapMinutes: fc.integer({ min: 1, max: 60 * 24 * 12 }),
  flag: fc.boolean(),
});

function monthsBetween(from: Date, to: Date): string[] {
  const out: string[] = [];
  for (
    let d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
    d <= to;
    d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
  )
    out.push(monthOf(d));
  return out;
}

async function get(w: World, path: string): Promise<Response> {
  return w.ctx.app.request(path, { headers: { authorization: `Bearer ${w.subject.token}` } });
}

/** Every check of one wallet's month: arithmetic, running balance, CSV and PDF figures. */
async function checkMonth(w: World, wallet: 'main' | 'profit', month: string): Promise<Statement> {
  const q = `wallet=${wallet}&month=${month}`;
  const s = (await call<Statement>(w.ctx.app, 'GET', `/api/statements?${q}`, { token: w.subject.token })).body;
  let running = cents(s.openingBalance);
  for (const m of s.movements) {
    const k = `${wallet} movement ${m.type}`;
    movementTally[k] = (movementTally[k] ?? 0) + 1;
    running += cents(m.in) - cents(m.out) - cents(m.fee);
    expect(cents(m.balance), `${wallet} ${month} ${m.reference}`).toBe(running);
  }
  expect(cents(s.openingBalance) + cents(s.totals.in) - cents(s.totals.out) - cents(s.totals.fees)).toBe(
    cents(s.closingBalance),
  );
  expect(running).toBe(cents(s.closingBalance));

  const csv = await (await get(w, `/api/statements.csv?${q}`)).text();
  const rows = (csv.split('\r\n\r\n')[1] ?? '').trim().split('\r\n').slice(1);
  expect(rows.map((r) => r.split(',').at(-1))).toEqual(
    [s.openingBalance, ...s.movements.map((m) => m.balance), s.closingBalance].map((n) => n.toFixed(2)),
  );
  expect(rows.slice(1, -1).map((r) => r.split(',').slice(-4, -1).join(' '))).toEqual(
    s.movements.map((m) => [m.in, m.out, m.fee].map((n) => n.toFixed(2)).join(' ')),
  );

  const text = await pdfText(new Uint8Array(await (await get(w, `/api/statements.pdf?${q}`)).arrayBuffer()));
  const drawn = new Set(text);
  const shown = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  for (const n of [s.openingBalance, s.closingBalance, s.totals.in, s.totals.out, s.totals.fees])
    expect(drawn, `pdf ${wallet} ${month} ${n}`).toContain(shown(n));
  for (const m of s.movements) {
    expect(drawn).toContain(shown(m.balance));
    for (const n of [m.in, m.out, m.fee]) if (n > 0) expect(drawn).toContain(shown(n));
  }
  return s;
}

/** The fee ledger: what fees_earned received in transactions the subject paid (withdrawal payouts carry the user in metadata). */
async function feeLedger(w: World): Promise<{ all: number; payouts: number }> {
  const [row] = await queryRows<{ all: unknown; payouts: unknown }>(
    w.ctx.deps.db,
    sql`SELECT coalesce(sum(e.amount_cents), 0) AS all,
          coalesce(sum(e.amount_cents) FILTER (WHERE t.user_id IS NULL), 0) AS payouts
        FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.wallet_id = ${systemWalletId('fees_earned')} AND (t.user_id = ${w.subject.user.id} OR t.metadata->>'userId' = ${w.subject.user.id})`,
  );
  return { all: Number(row?.all ?? 0), payouts: Number(row?.payouts ?? 0) };
}

/**
 * The platform month report of the same months: reconciled, chaining, its fees equal to the
 * fee ledger of the month, and its profit paid equal to the profit lines of the subject's
 * Profit statement (the only investor here).
 */
async function checkReports(w: World, months: string[], profitLines: Map<string, number>): Promise<void> {
  let previous: MonthReport | undefined;
  for (const month of months) {
    const r = (
      await call<MonthReport>(w.ctx.app, 'GET', `/api/admin/reports/monthly?month=${month}`, { token: w.admin })
    ).body;
    expect(r.liabilities.reconciled, `${month} reconciled`).toBe(true);
    expect(r.cachedBalances.matches).toBe(true);
    if (previous) expect(r.liabilities.opening).toBe(previous.liabilities.closing);
    const [fees] = await queryRows<{ cents: unknown }>(
      w.ctx.deps.db,
      sql`SELECT coalesce(sum(e.amount_cents), 0) AS cents FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE e.wallet_id = ${systemWalletId('fees_earned')} AND t.created_at >= ${r.period.start}::timestamptz AND t.created_at < ${r.period.end}::timestamptz`,
    );
    expect(cents(r.fees), `${month} fees`).toBe(Number(fees?.cents ?? 0));
    expect(cents(r.profitPaid), `${month} profit paid`).toBe(profitLines.get(month) ?? 0);
    previous = r;
  }
}

async function checkWorld(w: World): Promise<void> {
  const months = monthsBetween(new Date(START), w.now);
  const profitLines = new Map<string, number>();
  // What the yearly summary should say, added up from the statements' lines by type.
  const byType: Record<string, number> = {};
  let statementFees = 0;
  for (const wallet of ['main', 'profit'] as const) {
    let previous: Statement | undefined;
    for (const month of months) {
      const s = await checkMonth(w, wallet, month);
      expect(cents(s.openingBalance), `${wallet} ${month} opens where the last month closed`).toBe(
        previous ? cents(previous.closingBalance) : 0,
      );
      const boundary = w.snapshots.find((snap) => snap.at.toISOString() === s.period.end);
      if (boundary)
        expect(cents(s.closingBalance), `${wallet} ${month} closes at the balance of ${s.period.end}`).toBe(
          boundary[wallet],
        );
      statementFees += cents(s.totals.fees);
      for (const m of s.movements) byType[m.type] = (byType[m.type] ?? 0) + cents(m.in) - cents(m.out);
      if (wallet === 'profit')
        profitLines.set(
          month,
          s.movements.filter((m) => m.type === 'profit').reduce((sum, m) => sum + cents(m.in), 0),
        );
      previous = s;
    }
    const wallets = await call<Array<{ type: string; balance: number }>>(w.ctx.app, 'GET', '/api/wallet/wallets', {
      token: w.subject.token,
    });
    expect(cents(previous?.closingBalance ?? 0), `${wallet} closes at today's balance`).toBe(
      cents(wallets.body.find((x) => x.type === wallet)?.balance ?? -1),
    );
    const whole = await call<Statement>(
      w.ctx.app,
      'GET',
      `/api/statements?wallet=${wallet}&from=${START.slice(0, 10)}&to=${w.now.toISOString().slice(0, 10)}`,
      { token: w.subject.token },
    );
    expect([whole.body.openingBalance, whole.body.closingBalance]).toEqual([0, previous?.closingBalance]);
  }
  const fees = await feeLedger(w);
  expect(statementFees + fees.payouts, 'statement fees + payout charges = the fee ledger').toBe(fees.all);
  const yearly = await call<YearlySummary>(w.ctx.app, 'GET', '/api/statements/yearly', { token: w.subject.token });
  expect(yearly.body.years.reduce((sum, y) => sum + cents(y.feesPaid), 0)).toBe(fees.all);
  const total = (key: 'deposits' | 'withdrawals' | 'profitEarned' | 'referralIncome' | 'bonuses') =>
    yearly.body.years.reduce((sum, y) => sum + cents(y[key]), 0);
  const line = (type: string) => byType[type] ?? 0;
  expect([
    total('deposits'),
    total('withdrawals'),
    total('profitEarned'),
    total('referralIncome'),
    total('bonuses'),
  ]).toEqual([line('deposit'), 0 - line('withdraw') - line('refund'), line('profit'), line('referral'), line('bonus')]);
  await checkReports(w, months, profitLines);
}

describe('statements reconcile with the balance history', () => {
  afterAll(() =>
    console.log(
      `statement reconciliation: ${RUNS} runs, operation answers ${JSON.stringify(tally)}, statement lines ${JSON.stringify(movementTally)}`,
    ),
  );

  it('over random operations through the API: opening + movements = closing, months chain, closing = balance at that instant, fees = fee ledger, CSV and PDF agree; the month report reconciles', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 12, maxLength: 28 }), async (ops) => {
        const ctx = await resetDatabase();
        const w = await newWorld(ctx, START);
        // The new payout account waits out its cooling-off period first.
        await advance(w, new Date(Date.parse(START) + 25 * 3_600_000));
        for (const op of ops) {
          await advance(w, new Date(w.now.getTime() + op.gapMinutes * 60_000));
          const status = await runOp(w, op);
          expect(status, `${op.kind} answered ${status}`).toBeLessThan(500);
          const k = `${op.kind}:${status}`;
          tally[k] = (tally[k] ?? 0) + 1;
        }
        await checkWorld(w);
        await expectLedgerHealthy(ctx.deps.db);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
