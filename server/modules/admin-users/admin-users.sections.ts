import { sql, type SQL } from 'drizzle-orm';
import type { AdminUserDetail } from '../../../src/contract/admin-users.ts';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { isoMillis } from '../ledger/ledger.cursor.ts';
import { existingTables } from '../../lib/optional-tables.ts';

type Sections = Pick<AdminUserDetail, 'deposits' | 'withdrawals' | 'investments'>;
type Section = Sections['deposits'];
type Row = { id: string; amount_cents: unknown; status: string; label: string; ts: string };

const TABLES = ['deposits', 'withdrawals', 'investments'] as const;

/** Per table: how a row is labelled (read with plain SQL so this module needs none of their code). */
const LABELS: Record<(typeof TABLES)[number], SQL> = {
  deposits: sql`reference || ' · ' || method_name`,
  withdrawals: sql`reference || ' · ' || method_name`,
  investments: sql`schema_name`,
};

async function section(
  q: Queryable,
  present: Set<string>,
  table: (typeof TABLES)[number],
  userId: string,
  limit: number,
): Promise<Section> {
  if (!present.has(table)) return { available: false, items: [] };
  const rows = await queryRows<Row>(
    q,
    sql`SELECT id, amount_cents, status, ${LABELS[table]} AS label, ${isoMillis('created_at')} AS ts
        FROM ${sql.identifier(table)} WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
  return {
    available: true,
    items: rows.map((r) => ({
      id: r.id,
      amount: centsToNumber(Number(r.amount_cents)),
      status: r.status,
      label: r.label,
      createdAt: r.ts,
    })),
  };
}

/**
 * The user's deposits, withdrawals and investments, each from its own module's table. A table
 * that does not exist in this database leaves its section out (`available: false`) instead of
 * inventing rows.
 */
export async function moneySections(q: Queryable, userId: string, limit: number): Promise<Sections> {
  const present = await existingTables(q, TABLES);
  const [deposits, withdrawals, investments] = await Promise.all([
    section(q, present, 'deposits', userId, limit),
    section(q, present, 'withdrawals', userId, limit),
    section(q, present, 'investments', userId, limit),
  ]);
  return { deposits, withdrawals, investments };
}
