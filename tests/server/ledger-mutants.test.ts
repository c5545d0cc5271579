import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions, wallets } from '../../server/db/schema.ts';
import { systemWalletId } from '../../server/modules/ledger/ledger.accounts.ts';
import { post, type PostInput } from '../../server/modules/ledger/ledger.post.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

// The refusals and defaults of the one posting function that mutation testing found no test for
// (docs/mutation-testing.md): each test here fails when one check of post() is removed or loosened.
let ctx: TestContext;
let alice: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  alice = await fundedUser(ctx.app, (await loginAdmin(ctx.app)).token, 10);
});

const fees = systemWalletId('fees_earned');
const fee = (cents: number, extra: Partial<PostInput> = {}): PostInput => ({
  type: 'fee',
  description: 'fee',
  userId: alice.user.id,
  amountCents: cents,
  postings: [
    { walletId: alice.main.id, amountCents: -cents },
    { walletId: fees, amountCents: cents },
  ],
  ...extra,
});
const attempt = (input: PostInput) => ctx.deps.db.transaction((tx) => post(tx, input));
const feeRows = () => ctx.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.type, 'fee'));

describe('ledger post refuses a malformed posting and writes nothing', () => {
  it('postings that do not sum to zero', async () => {
    await expect(
      attempt(
        fee(1, {
          postings: [
            { walletId: alice.main.id, amountCents: -1 },
            { walletId: fees, amountCents: 2 },
          ],
        }),
      ),
    ).rejects.toThrow('postings must sum to zero, got 1');
    expect(await feeRows()).toEqual([]);
  });

  it('a posting amount that is not an integer number of cents', async () => {
    const input = fee(1, {
      postings: [
        { walletId: alice.main.id, amountCents: -1.5 },
        { walletId: fees, amountCents: 1.5 },
      ],
    });
    await expect(attempt(input)).rejects.toThrow(/not an integer: -1.5/);
    expect(await feeRows()).toEqual([]);
  });

  it('fewer than two non-zero postings: one wallet on both sides, or a zero posting', async () => {
    const same = fee(5, {
      postings: [
        { walletId: alice.main.id, amountCents: -5 },
        { walletId: alice.main.id, amountCents: 5 },
      ],
    });
    await expect(attempt(same)).rejects.toThrow(/at least two non-zero postings/);
    const zero = fee(0, {
      postings: [
        { walletId: alice.main.id, amountCents: 0 },
        { walletId: fees, amountCents: 0 },
      ],
    });
    await expect(attempt(zero)).rejects.toThrow(/at least two non-zero postings/);
    expect(await feeRows()).toEqual([]);
  });

  it('a negative or fractional transaction amount or charge', async () => {
    for (const extra of [{ amountCents: -1 }, { amountCents: 1.5 }, { chargeCents: -1 }, { chargeCents: 0.5 }]) {
      await expect(attempt(fee(1, extra)), JSON.stringify(extra)).rejects.toThrow(/must be non-negative integers/);
    }
    expect(await feeRows()).toEqual([]);
  });

  it('a wallet that does not exist, and a system wallet that is not one of the system accounts', async () => {
    const ghost = randomUUID();
    await expect(
      attempt(
        fee(1, {
          postings: [
            { walletId: alice.main.id, amountCents: -1 },
            { walletId: ghost, amountCents: 1 },
          ],
        }),
      ),
    ).rejects.toThrow(`posting names an unknown wallet ${ghost}`);
    const [rogue] = await ctx.deps.db
      .insert(wallets)
      .values({ userId: null, type: 'system', systemCode: 'rogue', name: 'Rogue' })
      .returning();
    await expect(
      attempt(
        fee(1, {
          postings: [
            { walletId: alice.main.id, amountCents: -1 },
            { walletId: rogue!.id, amountCents: 1 },
          ],
        }),
      ),
    ).rejects.toThrow(/is not in SYSTEM_ACCOUNTS/);
    expect(await feeRows()).toEqual([]);
    await ctx.deps.db.delete(wallets).where(eq(wallets.id, rogue!.id));
  });

  it('INSUFFICIENT_FUNDS names the wallet and the amount field, or the caller’s own message and field', async () => {
    await expect(attempt(fee(1001))).rejects.toMatchObject({
      status: 422,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient balance in your Main Wallet',
      errors: { amount: 'exceeds the available balance' },
    });
    await expect(
      attempt(fee(1001, { insufficient: { message: 'Not enough to pay the fee', field: 'fee' } })),
    ).rejects.toMatchObject({
      message: 'Not enough to pay the fee',
      errors: { fee: 'exceeds the available balance' },
    });
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 10, profit: 0 });
  });
});

describe('ledger post writes what it was given', () => {
  it('takes a wallet to exactly zero', async () => {
    const done = await attempt(fee(1000));
    expect(done.wallets.map((w) => w.balanceCents)).toEqual([0]);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 0, profit: 0 });
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('stores the given time, status, charge, counterparty, reversal and metadata, and reports the deltas', async () => {
    const bob = await fundedUser(ctx.app, (await loginAdmin(ctx.app)).token, 0);
    const at = new Date('2026-01-02T03:04:05.000Z');
    const first = await attempt(fee(100));
    const done = await attempt({
      type: 'send_money',
      description: 'to bob',
      userId: alice.user.id,
      counterpartyUserId: bob.user.id,
      amountCents: 300,
      chargeCents: 7,
      status: 'pending',
      reversesId: first.transaction.id,
      metadata: { note: 'kept' },
      at,
      postings: [
        { walletId: alice.main.id, amountCents: -307 },
        { walletId: bob.main.id, amountCents: 300 },
        { walletId: fees, amountCents: 7 },
      ],
    });
    const [row] = await ctx.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, done.transaction.id));
    expect(row).toMatchObject({
      status: 'pending',
      chargeCents: 7,
      counterpartyUserId: bob.user.id,
      reversesId: first.transaction.id,
      metadata: { note: 'kept' },
      createdAt: at,
    });
    expect(done.transaction).toMatchObject({
      status: 'pending',
      chargeCents: 7,
      counterpartyUserId: bob.user.id,
      createdAt: at,
    });
    expect(row?.reference).toMatch(/^TRX[0-9A-Z]{10}$/);
    const entries = await ctx.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, done.transaction.id));
    expect(entries.every((e) => e.createdAt.getTime() === at.getTime())).toBe(true);
    expect(Object.fromEntries(done.deltas)).toEqual({ [alice.main.id]: -307, [bob.main.id]: 300, [fees]: 7 });
    expect(Object.fromEntries(done.before)).toEqual({ [alice.main.id]: 900, [bob.main.id]: 0 });
    expect(done.wallets.map((w) => [w.id, w.balanceCents, w.updatedAt])).toEqual(
      [
        [alice.main.id, 593, at],
        [bob.main.id, 300, at],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('defaults: completed, no charge, no counterparty, no reversal, empty metadata, now', async () => {
    const before = Date.now();
    const done = await attempt(fee(100));
    const [row] = await ctx.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, done.transaction.id));
    expect(row).toMatchObject({
      status: 'completed',
      chargeCents: 0,
      counterpartyUserId: null,
      reversesId: null,
      metadata: {},
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(done.transaction).toMatchObject({ status: 'completed', chargeCents: 0, counterpartyUserId: null });
  });

  it('runs underLock with the locked user wallets before the balance check, and its refusal writes nothing', async () => {
    const seen: string[][] = [];
    await expect(
      attempt(
        fee(5000, {
          underLock: async (locked) => {
            seen.push([...locked.keys()]);
            throw new Error('daily limit');
          },
        }),
      ),
    ).rejects.toThrow('daily limit');
    expect(seen).toEqual([[alice.main.id]]);
    expect(await feeRows()).toEqual([]);
  });
});
