import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { ledgerEntries, ledgerTransactions, users, wallets } from '../../server/db/schema.ts';
import { seedSystemAccounts, SYSTEM_ACCOUNTS, systemWalletId } from '../../server/modules/ledger/ledger.accounts.ts';
import { post } from '../../server/modules/ledger/ledger.post.ts';
import { verifyLedger } from '../../server/modules/ledger/ledger.verify.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { runCli } from '../setup/server-env.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let alice: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  alice = await fundedUser(ctx.app, (await loginAdmin(ctx.app)).token, 10);
});

const fees = systemWalletId('fees_earned');

describe('ledger post', () => {
  afterEach(async () => {
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('seeds every system account once, however often it runs', async () => {
    await seedSystemAccounts(ctx.deps);
    await seedSystemAccounts(ctx.deps);
    const rows = await ctx.deps.db.select().from(wallets).where(eq(wallets.type, 'system'));
    expect(rows.map((r) => r.systemCode).sort()).toEqual(Object.keys(SYSTEM_ACCOUNTS).sort());
  });

  it('refuses postings that do not sum to zero and writes nothing', async () => {
    const attempt = ctx.deps.db.transaction((tx) =>
      post(tx, {
        type: 'fee',
        description: 'x',
        userId: alice.user.id,
        amountCents: 1,
        postings: [
          { walletId: alice.main.id, amountCents: -1 },
          { walletId: fees, amountCents: 2 },
        ],
      }),
    );
    await expect(attempt).rejects.toThrow(/sum to zero/);
    expect(await ctx.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.type, 'fee'))).toEqual([]);
  });

  it('refuses a user wallet going negative with INSUFFICIENT_FUNDS and changes nothing', async () => {
    const attempt = ctx.deps.db.transaction((tx) =>
      post(tx, {
        type: 'fee',
        description: 'x',
        userId: alice.user.id,
        amountCents: 1001,
        postings: [
          { walletId: alice.main.id, amountCents: -1001 },
          { walletId: fees, amountCents: 1001 },
        ],
      }),
    );
    await expect(attempt).rejects.toMatchObject({ status: 422, code: 'INSUFFICIENT_FUNDS' });
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 10, profit: 0 });
  });

  it('records a correction as a reversing transaction, leaving the original entries in place', async () => {
    const fee = await ctx.deps.db.transaction((tx) =>
      post(tx, {
        type: 'fee',
        description: 'fee',
        userId: alice.user.id,
        amountCents: 300,
        postings: [
          { walletId: alice.main.id, amountCents: -300 },
          { walletId: fees, amountCents: 300 },
        ],
      }),
    );
    const refund = await ctx.deps.db.transaction((tx) =>
      post(tx, {
        type: 'refund',
        description: `Reversal of ${fee.transaction.reference}`,
        userId: alice.user.id,
        amountCents: 300,
        reversesId: fee.transaction.id,
        postings: [
          { walletId: alice.main.id, amountCents: 300 },
          { walletId: fees, amountCents: -300 },
        ],
      }),
    );
    expect(refund.before.get(alice.main.id)).toBe(700);
    expect(refund.wallets[0]?.balanceCents).toBe(1000);
    const entries = await ctx.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.walletId, alice.main.id))
      .orderBy(ledgerEntries.id);
    expect(entries.map((e) => e.amountCents)).toEqual([1000, -300, 300]);
  });
});

describe('ledger verify', () => {
  it('passes on a healthy ledger and names a tampered cached balance, a negative wallet and an unbalanced transaction', async () => {
    expect((await verifyLedger(ctx.deps.db)).ok).toBe(true);
    await ctx.deps.db.execute(sql`UPDATE wallets SET balance_cents = balance_cents + 5 WHERE id = ${alice.main.id}`);
    const drift = await verifyLedger(ctx.deps.db);
    expect(drift.ok).toBe(false);
    expect(drift.firstFailure?.name).toBe('cached user balances equal their entries');
    expect(drift.firstFailure?.detail).toContain(alice.main.id);
    await ctx.deps.db.execute(sql`UPDATE wallets SET balance_cents = balance_cents - 5 WHERE id = ${alice.main.id}`);

    const [tx] = await ctx.deps.db.select().from(ledgerTransactions).limit(1);
    await ctx.deps.db
      .insert(ledgerEntries)
      .values({ transactionId: tx!.id, walletId: alice.profit.id, amountCents: -7 });
    const broken = await verifyLedger(ctx.deps.db);
    expect(broken.firstFailure?.name).toBe('every transaction balances');
    expect(broken.checks.find((c) => c.name === 'no user wallet is negative')?.ok).toBe(false);
    expect(broken.checks.find((c) => c.name === 'system-wide sum is zero')?.ok).toBe(false);
  });

  it('the CLI exits non-zero naming the broken invariant', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-verify-'));
    try {
      const database = await openDatabase({ dataDir: dir });
      await database.migrate();
      await seedSystemAccounts({ db: database.db });
      const [u] = await database.db
        .insert(users)
        .values({
          username: 'v',
          email: 'v@example.com',
          passwordHash: 'x',
          firstName: 'V',
          lastName: 'V',
          referralCode: 'VERIFY01',
        })
        .returning();
      const [w] = await database.db
        .insert(wallets)
        .values({ userId: u!.id, type: 'main', name: 'Main Wallet' })
        .returning();
      await database.db.transaction((tx) =>
        post(tx, {
          type: 'admin_adjustment',
          description: 'seed',
          userId: u!.id,
          amountCents: 100,
          postings: [
            { walletId: w!.id, amountCents: 100 },
            { walletId: systemWalletId('admin_adjustments'), amountCents: -100 },
          ],
        }),
      );
      await database.db.execute(sql`UPDATE wallets SET balance_cents = 99 WHERE id = ${w!.id}`);
      await database.close();
      const run = await runCli(['ledger:verify'], {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dir,
        NODE_ENV: 'test',
      });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toContain('ok   every transaction balances');
      expect(run.stderr).toContain('ledger:verify failed: cached user balances equal their entries');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
