import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/client.ts';

/**
 * Whether a table owned by another module exists in this database. The admin console reads a
 * few such tables with plain SQL, so it keeps working (with that section left out) on a
 * database where the module has not been installed yet.
 */
export async function existingTables(q: Queryable, names: readonly string[]): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    q,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname IN (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`,
  );
  return new Set(rows.map((r) => r.name));
}
