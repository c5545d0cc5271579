import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { FileStorage } from './uploads.ts';

/** A file younger than this may be an upload whose row is being written right now (here or on another replica). */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/** The keys among `keys` that a row still points at (deposit proofs, KYC documents, ticket attachments). */
async function referenced(db: Db, keys: string[]): Promise<Set<string>> {
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await queryRows<{ key: string }>(
    db,
    sql`SELECT proof_key AS key FROM deposits WHERE proof_key IN (${list})
        UNION SELECT document_key FROM kyc_submissions WHERE document_key IN (${list})
        UNION SELECT attachment_key FROM ticket_messages WHERE attachment_key IN (${list})
        UNION SELECT file_key FROM account_exports WHERE file_key IN (${list})`,
  );
  return new Set(rows.map((r) => r.key));
}

/**
 * Start-up sweep of the upload storage (folder or bucket): removes files older than
 * ORPHAN_MIN_AGE_MS that no row points at (a save cut by a crash or a full disk, a row that was never
 * written). Returns how many went.
 */
export async function sweepOrphanUploads(
  db: Db,
  storage: FileStorage,
  now = Date.now(),
  minAgeMs = ORPHAN_MIN_AGE_MS,
): Promise<number> {
  let removed = 0;
  let old: string[] = [];
  const flush = async () => {
    const kept = await referenced(db, old);
    for (const key of old.filter((k) => !kept.has(k))) {
      await storage.remove(key);
      removed += 1;
    }
    old = [];
  };
  for await (const file of storage.list()) {
    if (now - file.modifiedMs >= minAgeMs) old.push(file.key);
    if (old.length >= BATCH) await flush();
  }
  if (old.length) await flush();
  return removed;
}
