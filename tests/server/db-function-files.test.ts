import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { readFunctionFiles } from '../../server/db/function-files.ts';
import { createDatabase, dropDatabase } from '../setup/databases.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/**
 * Every database function and trigger lives in one file (server/db/functions/<name>.sql), applied
 * after the numbered migrations whenever it changed (function-files.ts). The live definitions must
 * be exactly what the files make: PostgreSQL prints them back (pg_get_functiondef,
 * pg_get_triggerdef), once as they are and once after running a file again in a transaction that
 * is rolled back, and the two must be equal.
 */
const DEFINITIONS = `SELECT 'function ' || p.oid::regprocedure::text AS name, pg_get_functiondef(p.oid) AS def
  FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  UNION ALL
  SELECT 'trigger ' || t.tgname, pg_get_triggerdef(t.oid) FROM pg_trigger t WHERE NOT t.tgisinternal
  ORDER BY 1`;
type Definition = { name: string; def: string };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await resetDatabase();
});

/** The definitions as they are, and as they are after `script` ran in a transaction that is then rolled back. */
async function definitionsAfter(script: string): Promise<{ live: Definition[]; after: Definition[] }> {
  const live = await queryRows<Definition>(ctx.deps.db, sql.raw(DEFINITIONS));
  const pglite = ctx.database.pglite;
  if (pglite) {
    let after: Definition[] = [];
    await pglite.transaction(async (tx) => {
      await tx.exec(script);
      after = (await tx.query<Definition>(DEFINITIONS)).rows;
      await tx.rollback();
    });
    return { live, after };
  }
  const client = new pg.Client({ connectionString: ctx.deps.env.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(script);
    const after = (await client.query<Definition>(DEFINITIONS)).rows;
    await client.query('ROLLBACK');
    return { live, after };
  } finally {
    await client.end();
  }
}

describe('database functions in files', () => {
  it('the live definition of every function and trigger is exactly what its file makes', async () => {
    const files = readFunctionFiles();
    expect(files.map((f) => f.name)).toContain('send_money_request');
    for (const file of files) {
      const { live, after } = await definitionsAfter(file.sql);
      expect(after, `${file.name}.sql differs from the live definition`).toEqual(live);
    }
  });

  it('every function and trigger in the database has a file of its own, named after it', async () => {
    const files = new Set(readFunctionFiles().map((f) => f.name));
    const live = await queryRows<Definition>(ctx.deps.db, sql.raw(DEFINITIONS));
    const names = live.map((d) => d.name.replace(/^(function|trigger) /, '').replace(/\(.*$/, ''));
    expect(names.filter((n) => !files.has(n))).toEqual([]);
  });

  it('a file whose checksum changed is applied again at the next migration; the others are left alone', async () => {
    // A database whose party_label is an older version (0028's, before it was inlined), recorded as such.
    const old = readFileSync(new URL('../../server/db/migrations/0028_names-privacy.sql', import.meta.url), 'utf8');
    const oldLabel = old.slice(
      old.indexOf('CREATE OR REPLACE FUNCTION "party_label"'),
      old.indexOf('--> statement-breakpoint'),
    );
    await ctx.deps.db.execute(sql.raw(oldLabel));
    await ctx.deps.db.execute(sql`UPDATE drizzle.__function_files SET checksum = 'older' WHERE name = 'party_label'`);
    const before = await queryRows<{ name: string; at: string }>(
      ctx.deps.db,
      sql`SELECT name, applied_at::text AS at FROM drizzle.__function_files ORDER BY name`,
    );
    const file = readFunctionFiles().find((f) => f.name === 'party_label');
    const stale = await definitionsAfter(file?.sql ?? '');
    expect(stale.after).not.toEqual(stale.live);

    await ctx.database.migrate();

    const { live, after } = await definitionsAfter(file?.sql ?? '');
    expect(after).toEqual(live);
    const now = await queryRows<{ name: string; at: string; checksum: string }>(
      ctx.deps.db,
      sql`SELECT name, applied_at::text AS at, checksum FROM drizzle.__function_files ORDER BY name`,
    );
    expect(now.find((r) => r.name === 'party_label')?.checksum).toBe(file?.checksum);
    expect(now.filter((r) => r.name !== 'party_label').map(({ name, at }) => ({ name, at }))).toEqual(
      before.filter((r) => r.name !== 'party_label'),
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)('function files on PostgreSQL', () => {
  it('several processes migrating one new database at once apply each file once (the migration lock)', async () => {
    const name = `${process.env.TEST_DB_PREFIX ?? 'wallet_test'}_fnfiles`;
    const url = await createDatabase(process.env.DATABASE_URL ?? '', name);
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, poolMax: 2 })));
    try {
      await Promise.all(databases.map((d) => d.migrate()));
      const [first] = databases;
      if (!first) throw new Error('no database');
      const rows = await queryRows<{ name: string; checksum: string }>(
        first.db,
        sql`SELECT name, checksum FROM drizzle.__function_files ORDER BY name`,
      );
      expect(rows).toEqual(readFunctionFiles().map((f) => ({ name: f.name, checksum: f.checksum })));
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await dropDatabase(process.env.DATABASE_URL ?? '', name);
    }
  });
});
