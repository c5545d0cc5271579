import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';

export type MaintenanceRow = { is_on: boolean; message: string; until: Date | string | null };

/** The one row, or undefined when maintenance was never switched (off). */
export async function readState(q: Queryable): Promise<MaintenanceRow | undefined> {
  const rows = await queryRows<MaintenanceRow>(
    q,
    sql`SELECT is_on, message, until FROM maintenance_state WHERE id = 1`,
  );
  return rows[0];
}

export async function writeState(
  q: Queryable,
  state: { on: boolean; message: string; until: string | null },
  by: string,
  at: Date,
): Promise<void> {
  await q.execute(
    sql`INSERT INTO maintenance_state (id, is_on, message, until, changed_by, changed_at)
        VALUES (1, ${state.on}, ${state.message}, ${state.until}::timestamptz, ${by}, ${at.toISOString()}::timestamptz)
        ON CONFLICT (id) DO UPDATE SET is_on = EXCLUDED.is_on, message = EXCLUDED.message, until = EXCLUDED.until,
          changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at`,
  );
}
