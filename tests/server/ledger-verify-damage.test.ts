import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../server/db/client.ts';
import { users, wallets } from '../../server/db/schema.ts';
import { seedSystemAccounts, systemWalletId } from '../../server/modules/ledger/ledger.accounts.ts';
import { post } from '../../server/modules/ledger/ledger.post.ts';
import { verifyLedger, type VerifyReport } from '../../server/modules/ledger/ledger.verify.ts';
import { createDatabase, dropDatabase } from '../setup/databases.ts';

/**
 * ledger:verify on a deliberately damaged database, the damage two writers on one embedded folder
 * left behind: rows that the indexes do not know (a duplicate entry id), a transaction without
 * entries. The sums still add up, so checks that only add amounts pass; the storage checks must not.
 */
const baseUrl = process.env.DATABASE_URL;
const dbName = 'ledger_verify_damage';
const dir = mkdtempSync(join(tmpdir(), 'verify-damage-'));
let database: Database;

const check = (report: VerifyReport, name: string) => {
  const found = report.checks.find((c) => c.name === name);
  if (!found) throw new Error(`no check named ${name}: ${report.checks.map((c) => c.name).join(', ')}`);
  return found;
};

beforeAll(async () => {
  const url = baseUrl ? await createDatabase(baseUrl, dbName) : undefined;
  database = await openDatabase({ databaseUrl: url, dataDir: dir, poolMax: 2 });
  await database.migrate();
  const { db } = database;
  await seedSystemAccounts({ db });
  const [u] = await db
    .insert(users)
    .values({
      username: 'dmg',
      email: 'dmg@example.com',
      passwordHash: 'x',
      firstName: 'D',
      lastName: 'M',
      referralCode: 'DAMAGE01',
    })
    .returning();
  const [w] = await db.insert(wallets).values({ userId: u!.id, type: 'main', name: 'Main Wallet' }).returning();
  for (const amount of [100, 250, 75]) {
    await db.transaction((tx) =>
      post(tx, {
        type: 'admin_adjustment',
        description: 'seed',
        userId: u!.id,
        amountCents: amount,
        postings: [
          { walletId: w!.id, amountCents: amount },
          { walletId: systemWalletId('admin_adjustments'), amountCents: -amount },
        ],
      }),
    );
  }
}, 90_000);

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
  if (baseUrl) await dropDatabase(baseUrl, dbName);
});

describe('ledger:verify reads tables, not only indexes', () => {
  it('passes a healthy ledger, indexes included', async () => {
    const report = await verifyLedger(database.db, { indexes: true });
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(check(report, 'indexes match their tables').detail).toMatch(/B-tree indexes checked with amcheck/);
  });

  it('finds a duplicate entry id that the primary-key index never saw, and the index that misses it', async () => {
    const { db } = database;
    const [entry] = await queryRows<{ id: number; transaction_id: string; wallet_id: string }>(
      db,
      sql`SELECT id, transaction_id, wallet_id FROM ledger_entries ORDER BY id LIMIT 1`,
    );
    // A second writer's row: written while this process's indexes did not take it (as a second PGlite on the folder did).
    await db.execute(sql`UPDATE pg_index SET indisready = false WHERE indrelid = 'ledger_entries'::regclass`);
    await db.execute(
      sql`INSERT INTO ledger_entries (id, transaction_id, wallet_id, amount_cents) VALUES (${entry!.id}, ${entry!.transaction_id}, ${entry!.wallet_id}, 0)`,
    );
    await db.execute(sql`UPDATE pg_index SET indisready = true WHERE indrelid = 'ledger_entries'::regclass`);

    const report = await verifyLedger(db, { indexes: true });
    // The amounts still add up: the sum checks alone would have passed this database.
    expect(check(report, 'every transaction balances').ok).toBe(true);
    expect(check(report, 'cached user balances equal their entries').ok).toBe(true);
    expect(check(report, 'ids are unique')).toMatchObject({
      ok: false,
      detail: expect.stringContaining(`ledger_entries id ${entry!.id} ×2`),
    });
    expect(check(report, 'indexes match their tables')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('ledger_entries'),
    });
    expect(report.ok).toBe(false);
  });

  it('finds a transaction without entries', async () => {
    await database.db.execute(
      sql`INSERT INTO ledger_transactions (reference, type, description, amount_cents) VALUES ('TX-ORPHAN-1', 'admin_adjustment', 'no postings', 100)`,
    );
    const report = await verifyLedger(database.db);
    expect(check(report, 'every transaction balances').ok).toBe(true);
    expect(check(report, 'every transaction has at least two entries')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('TX-ORPHAN-1 has 0'),
    });
  });
});
