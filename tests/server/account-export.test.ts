import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { settleBackground } from '../../server/lib/background.ts';
import { runExports } from '../../server/modules/account/account-export.job.ts';
import { claimExport, markExportReady } from '../../server/modules/account/account.repo.ts';
import { download, readZip, requestExport } from '../factories/account-data.ts';
import { createSchema, days, invest } from '../factories/invest.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { ensureSteppedUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

type Lists = Record<string, Array<Record<string, unknown>>>;
let ctx: TestContext;
let admin: string;
let alice: Funded;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 900, 40);
  const bob = await fundedUser(ctx.app, admin, 0);
  const plan = await createSchema(ctx.app, admin);
  await invest(ctx.app, alice.token, plan.id, 300);
  const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
    token: alice.token,
    body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 25 },
  });
  expect(sent.status).toBe(200);
});

async function readyExport(token = alice.token): Promise<string> {
  await ensureSteppedUp(ctx.app, token);
  const res = await requestExport(ctx.app, token);
  expect(res.status).toBe(202);
  await settleBackground();
  await runExports(ctx.deps);
  return res.body.export_id;
}

describe('POST /api/account/export and the download', () => {
  it('needs a step-up first (403 STEP_UP_REQUIRED) and writes no export', async () => {
    // The factory's step-up (for the sends above) ends, as it does after the step-up window.
    await ctx.deps.db.execute(sql`UPDATE user_sessions SET stepped_up_at = NULL WHERE user_id = ${alice.user.id}`);
    const res = await requestExport(ctx.app, alice.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('STEP_UP_REQUIRED');
    expect(await queryRows(ctx.deps.db, sql`SELECT id FROM account_exports`)).toHaveLength(0);
  });

  it('builds a ZIP whose transactions are every ledger movement of the user and whose wallets agree with them', async () => {
    const id = await readyExport();
    const list = await call<{ exports: Array<{ export_id: string; status: string; expires_at: string }> }>(
      ctx.app,
      'GET',
      '/api/account/exports',
      { token: alice.token },
    );
    expect(list.body.exports[0]).toMatchObject({ export_id: id, status: 'ready' });
    const file = await download(ctx.app, alice.token, id);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/zip');
    const zip = readZip(file.bytes);
    const lists = (JSON.parse(zip.get('account.json')?.toString('utf8') ?? '{}') as { lists: Lists }).lists;
    for (const name of [
      'profile',
      'wallets',
      'transactions',
      'deposits',
      'withdrawals',
      'payout_accounts',
      'investments',
      'investment_periods',
      'recurring_plans',
      'recurring_runs',
      'alerts',
      'referrals',
      'tickets',
      'ticket_messages',
      'notifications',
      'sessions',
      'sign_in_history',
      'security_events',
      'kyc',
    ]) {
      expect(Object.keys(lists)).toContain(name);
      expect(zip.has(`${name}.csv`)).toBe(true);
    }
    expect(lists.profile?.[0]).toMatchObject({ email: alice.user.email, first_name: alice.user.firstName });
    // Read independently from the ledger: every entry of the user's wallets, and their sums.
    const entries = await queryRows<{ transaction_id: string; wallet_id: string; amount_cents: string }>(
      ctx.deps.db,
      sql`SELECT e.transaction_id::text, e.wallet_id::text, e.amount_cents::text FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id WHERE w.user_id = ${alice.user.id}`,
    );
    const exported = lists.transactions ?? [];
    expect(new Set(exported.map((t) => String(t.transaction_id)))).toEqual(
      new Set(entries.map((e) => e.transaction_id)),
    );
    expect(exported).toHaveLength(entries.length);
    for (const wallet of lists.wallets ?? []) {
      const sum = exported.filter((t) => t.wallet_id === wallet.id).reduce((s, t) => s + Number(t.amount_cents), 0);
      expect(sum).toBe(Number(wallet.balance_cents));
    }
    const byType = Object.fromEntries((lists.wallets ?? []).map((w) => [w.type, Number(w.balance_cents) / 100]));
    expect(byType).toEqual(await balancesOf(ctx.app, alice.token));
    expect(byType.profit).toBe(40);
    expect(lists.investments).toHaveLength(1);
    // The grown principal and the investor's choices travel with the investment.
    expect(lists.investments?.[0]).toMatchObject({ reinvest_profit: false, at_maturity: 'payout' });
    expect(Number(lists.investments?.[0]?.principal_cents)).toBe(Number(lists.investments?.[0]?.amount_cents));
    expect(lists.profile?.[0]).toMatchObject({ language: 'en' });
    const csv = zip.get('transactions.csv')?.toString('utf8') ?? '';
    expect(csv.trim().split('\r\n')).toHaveLength(entries.length + 1);
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('tells the owner by notification and mail when it is ready', async () => {
    await readyExport();
    const notes = await queryRows<{ message: string }>(
      ctx.deps.db,
      sql`SELECT message FROM notifications WHERE user_id = ${alice.user.id}`,
    );
    expect(notes.map((n) => n.message)).toContain('Your data export is ready to download');
    const mail = await queryRows<{ subject: string }>(
      ctx.deps.db,
      sql`SELECT subject FROM mail_outbox WHERE user_id = ${alice.user.id}`,
    );
    expect(mail.map((m) => m.subject)).toContain('Your data export is ready');
  });

  it('answers 404 to another user, as for an id that does not exist', async () => {
    const id = await readyExport();
    const mallory = await registerUser(ctx.app);
    expect((await download(ctx.app, mallory.token, id)).status).toBe(404);
    expect((await download(ctx.app, mallory.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses an expired link (410) after 7 days, and its file is removed', async () => {
    const id = await readyExport();
    const [row] = await queryRows<{ file_key: string }>(
      ctx.deps.db,
      sql`SELECT file_key FROM account_exports WHERE id = ${id}`,
    );
    ctx.clock.offsetMs = days(7) + 60_000;
    const late = await download(ctx.app, alice.token, id);
    expect(late.status).toBe(410);
    await runExports(ctx.deps);
    await expect(ctx.deps.storage.read(row?.file_key ?? '')).rejects.toThrow();
    expect((await download(ctx.app, alice.token, id)).status).toBe(410);
  });

  it('is claimed once when two runs race (guarded UPDATE): one file, one notification', async () => {
    const before = new Set<string>();
    for await (const f of ctx.deps.storage.list()) before.add(f.key);
    await ensureSteppedUp(ctx.app, alice.token);
    await requestExport(ctx.app, alice.token);
    await Promise.all([runExports(ctx.deps), runExports(ctx.deps), settleBackground()]);
    const notes = await queryRows(
      ctx.deps.db,
      sql`SELECT id FROM notifications WHERE user_id = ${alice.user.id} AND message = 'Your data export is ready to download'`,
    );
    expect(notes).toHaveLength(1);
    const files: string[] = [];
    for await (const f of ctx.deps.storage.list()) if (!before.has(f.key)) files.push(f.key);
    expect(files).toHaveLength(1);
  });
});

describe('claiming an export (several processes run the job)', () => {
  it('never hands a running export to a second claim until its claim is stale, and a superseded run cannot mark it ready', async () => {
    await ensureSteppedUp(ctx.app, alice.token);
    const t0 = new Date('2030-01-01T00:00:00Z');
    await ctx.deps.db.execute(
      sql`INSERT INTO account_exports (user_id, created_at) VALUES (${alice.user.id}, ${t0.toISOString()}::timestamptz)`,
    );
    const first = await claimExport(ctx.deps.db, t0, new Date(t0.getTime() - 600_000));
    expect(first?.status).toBe('running');
    expect(
      await claimExport(ctx.deps.db, new Date(t0.getTime() + 1000), new Date(t0.getTime() - 599_000)),
    ).toBeUndefined();
    const later = new Date(t0.getTime() + 660_000);
    const takeover = await claimExport(ctx.deps.db, later, new Date(later.getTime() - 600_000));
    expect(takeover?.id).toBe(first?.id);
    const file = { key: 'x', size: 1 };
    expect(await markExportReady(ctx.deps.db, first?.id ?? '', t0, file, later, later)).toBe(false);
    expect(await markExportReady(ctx.deps.db, first?.id ?? '', later, file, later, later)).toBe(true);
  });
});
