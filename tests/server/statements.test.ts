import { stepUp } from '../setup/step-up.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Statement, YearlySummary } from '../../src/contract/statements.ts';
import { maskEmail, maskName, partyLabel } from '../../src/contract/transfers.ts';
import type { MonthReport } from '../../src/contract/admin-reports.ts';
import { creditUser, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { setClock } from '../factories/invest.ts';
import { pdfPageFooters, pdfText } from '../factories/pdf-text.ts';
import { loginAdmin, registerUser, walletsOf } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  setClock(ctx, '2026-03-10T12:00:00.000Z');
  alice = await fundedUser(ctx.app, admin, 300);
  bob = await fundedUser(ctx.app, admin, 40);
  setClock(ctx, '2026-03-20T08:30:00.000Z');
  // Ten days on, alice's step-up ran out: a send to bob (never paid) asks for the password again.
  await stepUp(ctx.app, alice.token, alice.password);
  expect(
    (
      await call(ctx.app, 'POST', '/api/send-money-now', {
        token: alice.token,
        body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 100 },
      })
    ).status,
  ).toBe(200);
  setClock(ctx, '2026-04-02T09:00:00.000Z');
  expect(
    (
      await call(ctx.app, 'POST', '/api/wallet/wallet-exchange-now', {
        token: alice.token,
        body: { from_wallet_id: alice.main.id, to_wallet_id: alice.profit.id, amount: 50 },
      })
    ).status,
  ).toBe(200);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const statement = (token: string, query: string) =>
  call<Statement>(ctx.app, 'GET', `/api/statements?${query}`, { token });
const file = (token: string, path: string) => ctx.app.request(path, { headers: { authorization: `Bearer ${token}` } });

describe('GET /api/statements', () => {
  it("lists a month's movements with opening, fees, running balance and closing", async () => {
    const march = await statement(alice.token, 'wallet=main&month=2026-03');
    expect(march.status).toBe(200);
    expect(march.body).toMatchObject({
      wallet: { type: 'main', name: 'Main Wallet', currency: 'USD' },
      period: {
        from: '2026-03-01',
        to: '2026-03-31',
        start: '2026-03-01T00:00:00.000Z',
        end: '2026-04-01T00:00:00.000Z',
        timeZone: 'UTC',
        label: 'March 2026',
      },
      openingBalance: 0,
      closingBalance: 198.5,
      totals: { in: 300, out: 100, fees: 1.5, movements: 2 },
    });
    expect(march.body.movements.map((m) => [m.type, m.in, m.out, m.fee, m.balance])).toEqual([
      ['admin_adjustment', 300, 0, 0, 300],
      ['send_money', 0, 100, 1.5, 198.5],
    ]);
    const april = await statement(alice.token, 'wallet=main&month=2026-04');
    expect(april.body.openingBalance).toBe(march.body.closingBalance);
    expect(april.body.movements.map((m) => [m.type, m.out, m.fee, m.balance])).toEqual([
      ['exchange', 49.5, 0.5, 148.5],
    ]);
    const profit = await statement(alice.token, 'wallet=profit&month=2026-04');
    expect(profit.body.movements.map((m) => [m.type, m.in, m.fee])).toEqual([['exchange', 49.5, 0]]);
  });

  it("words money received as All Transactions does, without the sender's fee", async () => {
    const got = await statement(bob.token, 'wallet=main&from=2026-03-01&to=2026-03-31');
    const received = got.body.movements.find((m) => m.type === 'receive_money');
    expect(received).toMatchObject({
      in: 100,
      fee: 0,
      description: `Received from ${partyLabel(alice.user.firstName, alice.user.lastName, maskEmail(alice.user.email))}`,
    });
  });

  it('puts a movement posted exactly at midnight UTC on the 1st in the new month', async () => {
    setClock(ctx, '2026-05-01T00:00:00.000Z');
    const fixed = new Date('2026-05-01T00:00:00.000Z');
    const realNow = ctx.deps.now;
    ctx.deps.now = () => new Date(fixed);
    try {
      await creditUser(ctx.app, admin, alice.user.id, 7, 'main');
    } finally {
      ctx.deps.now = realNow;
    }
    const april = await statement(alice.token, 'wallet=main&month=2026-04');
    const may = await statement(alice.token, 'wallet=main&month=2026-05');
    expect(april.body.movements.map((m) => m.type)).toEqual(['exchange']);
    expect(may.body.movements.map((m) => [m.date, m.in])).toEqual([['2026-05-01T00:00:00.000Z', 7]]);
    expect(may.body.openingBalance).toBe(april.body.closingBalance);
    const lastDayOfApril = await statement(alice.token, 'wallet=main&from=2026-04-30&to=2026-04-30');
    expect(lastDayOfApril.body.movements).toEqual([]);
  });

  it("refuses bad parameters with a 400 naming the field, and another user's wallet with 404", async () => {
    const cases: Array<[string, string]> = [
      ['month=2026-03', 'wallet'],
      ['wallet=savings&month=2026-03', 'wallet'],
      ['wallet=main&month=2026-13', 'month'],
      ['wallet=main&month=2026-03&from=2026-03-01', 'month'],
      ['wallet=main', 'from'],
      ['wallet=main&from=2026-03-01', 'to'],
      ['wallet=main&from=2026-03-10&to=2026-03-01', 'to'],
      ['wallet=main&from=2026-02-30&to=2026-03-01', 'from'],
      ['wallet=main&from=2025-01-01&to=2026-03-01', 'to'],
      ['wallet=main&month=2026-03&format=xml', 'format'],
      ['wallet=main&month=2026-05', 'month'],
      ['wallet=main&from=2026-04-03&to=2026-04-05', 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await call<{ errors: Record<string, string> }>(ctx.app, 'GET', `/api/statements?${query}`, {
        token: alice.token,
      });
      expect([query, res.status, Object.keys(res.body.errors ?? {})[0]]).toEqual([query, 400, field]);
    }
    expect((await statement(alice.token, `wallet=${bob.main.id}&month=2026-03`)).status).toBe(404);
    expect((await file(alice.token, `/api/statements.pdf?wallet=${bob.main.id}&month=2026-03`)).status).toBe(404);
    expect((await statement(alice.token, `wallet=${alice.profit.id}&month=2026-04`)).body.wallet.type).toBe('profit');
    expect((await statement(admin, 'wallet=main&month=2026-03')).status).toBe(403);
  });
});

describe('CSV and PDF', () => {
  it('carry the same figures as the screen', async () => {
    const json = (await statement(alice.token, 'wallet=main&month=2026-03')).body;
    const csvRes = await file(alice.token, '/api/statements.csv?wallet=main&month=2026-03');
    expect(csvRes.headers.get('content-disposition')).toBe('attachment; filename="statement-main-2026-03.csv"');
    expect(csvRes.headers.get('cache-control')).toBe('no-store');
    const csv = await csvRes.text();
    expect(csv).toContain('Opening balance,0.00');
    expect(csv).toContain('Closing balance,198.50');
    const table = csv.split('\r\n\r\n')[1]?.trim().split('\r\n') ?? [];
    expect(table[0]).toBe('Date (UTC),Reference,Type,Description,In,Out,Fee,Balance');
    expect(table.slice(2, -1).map((l) => l.split(',').slice(-4))).toEqual(
      json.movements.map((m) => [m.in, m.out, m.fee, m.balance].map((n) => n.toFixed(2))),
    );

    const pdfRes = await file(alice.token, '/api/statements.pdf?wallet=main&month=2026-03');
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdfRes.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    // The length is sent, so the app can show the download's progress as a percentage.
    expect(pdfRes.headers.get('content-length')).toBe(String(bytes.byteLength));
    const text = await pdfText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        'WalletInvest',
        'Account statement',
        'Page 1 of 1',
        '300.00',
        '100.00',
        '1.50',
        '198.50',
      ]),
    );
    expect(text.some((t) => t.includes(alice.user.firstName))).toBe(true);
  });

  it('flows a long statement over numbered pages', async () => {
    setClock(ctx, '2026-06-03T10:00:00.000Z');
    for (let i = 0; i < 60; i += 1) await creditUser(ctx.app, admin, alice.user.id, (100 + i) / 100, 'profit');
    const res = await file(alice.token, '/api/statements.pdf?wallet=profit&month=2026-06');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const footers = await pdfPageFooters(bytes);
    expect(footers.length).toBeGreaterThan(1);
    expect(footers).toEqual(footers.map((_, i) => `Page ${i + 1} of ${footers.length}`));
    const text = await pdfText(bytes);
    // The table header is repeated on every page; all 60 movements are drawn.
    expect(text.filter((t) => t === 'Balance')).toHaveLength(footers.length);
    expect(text.filter((t) => t === 'Added to Profit Wallet by admin: test funding')).toHaveLength(60);
  });
});

describe('statement PDFs print any name', () => {
  it.each([
    ['Иван', 'Петров'],
    ['Ελένη', 'Παπαδοπούλου'],
    ['Zoë', 'Ødegård'],
  ])('draws %s %s as written, never "?" (an embedded Unicode font)', async (firstName, lastName) => {
    const holder = await registerUser(ctx.app, { firstName, lastName });
    setClock(ctx, '2026-04-10T10:00:00.000Z');
    await creditUser(ctx.app, admin, holder.user.id, 25, 'main');
    const sender = await registerUser(ctx.app, { firstName: lastName, lastName: firstName });
    await creditUser(ctx.app, admin, sender.user.id, 10, 'main');
    await stepUp(ctx.app, sender.token, sender.password);
    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: sender.token,
      body: {
        sender_wallet_id: (await walletsOf(ctx.app, sender.token)).find((w) => w.type === 'main')?.id,
        recipient_email: holder.user.email,
        amount: 5,
      },
    });
    expect(sent.status).toBe(200);
    const bytes = new Uint8Array(
      await (await file(holder.token, '/api/statements.pdf?wallet=main&month=2026-04')).arrayBuffer(),
    );
    const text = (await pdfText(bytes)).join('\n');
    expect(text).toContain(`${firstName} ${lastName} (${holder.user.email})`);
    // The description of money received names the sender in the same script (first name, last initial).
    expect(text).toContain(`Received from ${maskName(lastName, firstName)}`);
    expect(text).not.toContain('?');
  });
});

describe('yearly summary and admin reports', () => {
  it('sums a year from the ledger', async () => {
    const res = await call<YearlySummary>(ctx.app, 'GET', '/api/statements/yearly', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.years).toEqual([
      { year: 2026, deposits: 0, withdrawals: 0, profitEarned: 0, referralIncome: 0, bonuses: 0, feesPaid: 2 },
    ]);
    const csv = await (await file(alice.token, '/api/statements/yearly.csv')).text();
    expect(csv).toContain('2026,0.00,0.00,0.00,0.00,0.00,2.00');
    const pdf = await pdfText(
      new Uint8Array(await (await file(alice.token, '/api/statements/yearly.pdf')).arrayBuffer()),
    );
    expect(pdf).toEqual(expect.arrayContaining(['WalletInvest', 'Yearly summary', '2026', '2.00', 'Page 1 of 1']));
  });

  it("gives an admin any investor's statement, and the platform month, reconciled", async () => {
    const mine = (await statement(alice.token, 'wallet=main&month=2026-03')).body;
    const theirs = await call<Statement>(
      ctx.app,
      'GET',
      `/api/admin/users/${alice.user.id}/statements?wallet=main&month=2026-03`,
      { token: admin },
    );
    expect({ ...theirs.body, generatedAt: '' }).toEqual({ ...mine, generatedAt: '' });
    expect(
      (
        await call(ctx.app, 'GET', `/api/admin/users/${alice.user.id}/statements?wallet=${bob.main.id}&month=2026-03`, {
          token: admin,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'GET', `/api/admin/users/nope/statements?wallet=main&month=2026-03`, { token: admin }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'GET', `/api/admin/users/${alice.user.id}/statements?wallet=main&month=2026-03`, {
          token: alice.token,
        })
      ).status,
    ).toBe(403);
    const report = await call<MonthReport>(ctx.app, 'GET', '/api/admin/reports/monthly?month=2026-03', {
      token: admin,
    });
    expect(report.body).toMatchObject({
      month: '2026-03',
      fees: 1.5,
      liabilities: { opening: 0, closing: 338.5, reconciled: true },
      cachedBalances: { matches: true },
    });
    const april = await call<MonthReport>(ctx.app, 'GET', '/api/admin/reports/monthly?month=2026-04', { token: admin });
    expect(april.body.liabilities).toMatchObject({ opening: 338.5, closing: 338, reconciled: true });
    const csv = await (await file(admin, '/api/admin/reports/monthly.csv?month=2026-03')).text();
    expect(csv).toContain('Income,Fees earned,,1.50');
    expect((await call(ctx.app, 'GET', '/api/admin/reports/monthly?month=March', { token: admin })).status).toBe(400);
  });
});
