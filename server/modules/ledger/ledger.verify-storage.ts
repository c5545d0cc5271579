import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';

/** One named check of ledger:verify and what it found. */
export type VerifyCheck = { name: string; ok: boolean; detail: string };

/** Tables whose primary key the ledger's meaning rests on. */
const KEYED_TABLES = ['ledger_transactions', 'ledger_entries', 'wallets'] as const;

/**
 * Duplicate primary keys, counted over the table itself (the caller turned index scans off): a
 * unique index that missed rows cannot report them, so this is the check that sees them.
 */
export async function uniqueIds(q: Queryable): Promise<VerifyCheck[]> {
  const found: string[] = [];
  for (const table of KEYED_TABLES) {
    const rows = await queryRows<{ id: string; copies: number }>(
      q,
      sql`SELECT id::text AS id, count(*) AS copies FROM ${sql.identifier(table)} GROUP BY id HAVING count(*) > 1 LIMIT 3`,
    );
    for (const r of rows) found.push(`${table} id ${r.id} ×${Number(r.copies)}`);
  }
  return [
    {
      name: 'ids are unique',
      ok: found.length === 0,
      detail: found.length ? `duplicates: ${found.join('; ')}` : `${KEYED_TABLES.join(', ')}`,
    },
  ];
}

const message = (err: unknown): string => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const m = (e as { message?: unknown }).message;
    if (typeof m === 'string' && !m.startsWith('Failed query')) return m;
  }
  return String(err);
};

/**
 * Every B-tree index of the public schema checked against its table with amcheck's
 * bt_index_check(index, heapallindexed => true): its structure, and that every row of the table is
 * in it. Each index runs in a savepoint, so one broken index does not stop the others. Where the
 * extension cannot be created (a managed PostgreSQL without superuser), the check says it was skipped.
 */
export async function indexHealth(q: Queryable): Promise<VerifyCheck> {
  const name = 'indexes match their tables';
  try {
    await q.transaction((sp) => sp.execute(sql`CREATE EXTENSION IF NOT EXISTS amcheck`));
  } catch (err) {
    return {
      name,
      ok: true,
      detail: `skipped: amcheck is not available (${message(err)}); run CREATE EXTENSION amcheck as a superuser to enable it`,
    };
  }
  const indexes = await queryRows<{ name: string }>(
    q,
    sql`SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      JOIN pg_namespace ns ON ns.oid = c.relnamespace WHERE ns.nspname = 'public' AND a.amname = 'btree' ORDER BY c.relname`,
  );
  const broken: string[] = [];
  for (const index of indexes) {
    try {
      await q.transaction((sp) => sp.execute(sql`SELECT bt_index_check(${`public.${index.name}`}::regclass, true)`));
    } catch (err) {
      broken.push(`${index.name}: ${message(err)}`);
    }
  }
  return {
    name,
    ok: broken.length === 0,
    detail: broken.length
      ? `damaged: ${broken.slice(0, 3).join('; ')}`
      : `${indexes.length} B-tree indexes checked with amcheck`,
  };
}
