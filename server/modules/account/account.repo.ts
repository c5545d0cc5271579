import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';

export type ExportRow = {
  id: string;
  userId: string;
  status: 'pending' | 'running' | 'ready' | 'failed';
  fileKey: string | null;
  sizeBytes: number | null;
  readyAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
};

type RawExport = Omit<ExportRow, 'readyAt' | 'expiresAt' | 'createdAt'> & {
  readyAt: string | Date | null;
  expiresAt: string | Date | null;
  createdAt: string | Date;
};

// Raw queries answer timestamps as text on one driver and as dates on another: one shape here.
const date = (v: string | Date | null): Date | null => (v === null ? null : new Date(v));
const toExport = (r: RawExport): ExportRow => ({
  ...r,
  readyAt: date(r.readyAt),
  expiresAt: date(r.expiresAt),
  createdAt: new Date(r.createdAt),
});

const EXPORT_COLUMNS = sql`id, user_id AS "userId", status, file_key AS "fileKey", size_bytes::float8 AS "sizeBytes", ready_at AS "readyAt", expires_at AS "expiresAt", created_at AS "createdAt"`;

export async function insertExport(q: Queryable, userId: string, at: Date): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    q,
    sql`INSERT INTO account_exports (user_id, created_at) VALUES (${userId}, ${at.toISOString()}::timestamptz) RETURNING id`,
  );
  if (!row) throw new Error('export row not written');
  return row.id;
}

/** The owner's export, or none: another user's id reads as missing. */
export async function findOwnExport(q: Queryable, userId: string, exportId: string): Promise<ExportRow | undefined> {
  const [row] = await queryRows<RawExport>(
    q,
    sql`SELECT ${EXPORT_COLUMNS} FROM account_exports WHERE id = ${exportId} AND user_id = ${userId}`,
  );
  return row && toExport(row);
}

export async function listOwnExports(q: Queryable, userId: string): Promise<ExportRow[]> {
  return (
    await queryRows<RawExport>(
      q,
      sql`SELECT ${EXPORT_COLUMNS} FROM account_exports WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT 10`,
    )
  ).map(toExport);
}

/**
 * Claims one waiting export for this run: a pending one, or a running one whose claim is older
 * than `staleBefore` (its process died). The guarded UPDATE with SKIP LOCKED lets several
 * processes claim side by side without taking the same export twice.
 */
export async function claimExport(q: Queryable, at: Date, staleBefore: Date): Promise<ExportRow | undefined> {
  const [row] = await queryRows<RawExport>(
    q,
    sql`UPDATE account_exports SET status = 'running', claimed_at = ${at.toISOString()}::timestamptz
        WHERE id = (SELECT id FROM account_exports WHERE status = 'pending' OR (status = 'running' AND claimed_at < ${staleBefore.toISOString()}::timestamptz)
                    ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
          AND (status = 'pending' OR claimed_at < ${staleBefore.toISOString()}::timestamptz)
        RETURNING ${EXPORT_COLUMNS}`,
  );
  return row && toExport(row);
}

/** Ready, if this run still holds the claim (claimed_at unchanged); false: another run took it over. */
export async function markExportReady(
  q: Queryable,
  id: string,
  claimedAt: Date,
  file: { key: string; size: number },
  at: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    q,
    sql`UPDATE account_exports SET status = 'ready', file_key = ${file.key}, size_bytes = ${file.size}, ready_at = ${at.toISOString()}::timestamptz, expires_at = ${expiresAt.toISOString()}::timestamptz
        WHERE id = ${id} AND status = 'running' AND claimed_at = ${claimedAt.toISOString()}::timestamptz RETURNING id`,
  );
  return rows.length === 1;
}

export async function markExportFailed(q: Queryable, id: string): Promise<void> {
  await q.execute(sql`UPDATE account_exports SET status = 'failed' WHERE id = ${id} AND status = 'running'`);
}

/** Expired exports: their files go, their rows stay as a record that an export was made. */
export async function takeExpiredFiles(q: Queryable, at: Date): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    q,
    sql`UPDATE account_exports e SET file_key = NULL FROM (SELECT id, file_key FROM account_exports WHERE expires_at < ${at.toISOString()}::timestamptz AND file_key IS NOT NULL FOR UPDATE) old
        WHERE e.id = old.id RETURNING old.file_key AS key`,
  );
  return rows.map((r) => r.key);
}

export async function closedLoginPassword(q: Queryable, hash: string): Promise<string | undefined> {
  const [row] = await queryRows<{ hash: string }>(
    q,
    sql`SELECT password_hash AS hash FROM closed_logins WHERE login_hash = ${hash}`,
  );
  return row?.hash;
}
