import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { UPLOAD_KEY } from './uploads.ts';

/** A file younger than this may be an upload whose row is being written right now (here or on another replica). */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** The keys among `keys` that a row still points at (deposit proofs, KYC documents, ticket attachments). */
async function referenced(db: Db, keys: string[]): Promise<Set<string>> {
  const list = sql.join(keys.map((k) => sql`${k}`), sql`, `);
  const rows = await queryRows<{ key: string }>(
    db,
    sql`SELECT proof_key AS key FROM deposits WHERE proof_key IN (${list})
        UNION SELECT document_key FROM kyc_submissions WHERE document_key IN (${list})
        UNION SELECT attachment_key FROM ticket_messages WHERE attachment_key IN (${list})`,
  );
  return new Set(rows.map((r) => r.key));
}

/**
 * Start-up sweep of DATA_DIR/uploads: removes files older than ORPHAN_MIN_AGE_MS that no row points at
 * (a save cut by a crash or a full disk, a row that was never written). Returns how many went.
 */
export async function sweepOrphanUploads(db: Db, dataDir: string, now = Date.now(), minAgeMs = ORPHAN_MIN_AGE_MS): Promise<number> {
  const root = join(dataDir, 'uploads');
  const names = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (let i = 0; i < names.length; i += 500) {
    const old: string[] = [];
    for (const name of names.slice(i, i + 500)) {
      const info = await stat(join(root, name)).catch(() => undefined);
      if (info?.isFile() && now - info.mtimeMs >= minAgeMs && (UPLOAD_KEY.test(name) || name.startsWith('.ready-probe-'))) old.push(name);
    }
    if (!old.length) continue;
    const kept = await referenced(db, old);
    for (const name of old.filter((n) => !kept.has(n))) {
      await rm(join(root, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
