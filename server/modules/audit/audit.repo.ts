import { redactAudit } from './audit-redact.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntryView, auditQuerySchema } from '../../../src/contract/admin-audit.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { existingTables } from '../../lib/optional-tables.ts';
import { isoMillis } from '../ledger/ledger.cursor.ts';

type Query = z.output<typeof auditQuerySchema>;
type Row = {
  id: unknown;
  actor_id: string;
  actor_username: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  ts: string;
};

/** Audit target types whose row belongs to a user, and the table (with a user_id column) that holds them. */
const OWNED_TARGETS = [
  ['kyc', 'kyc_submissions'],
  ['deposit', 'deposits'],
  ['withdrawal', 'withdrawals'],
  ['investment', 'investments'],
  ['ticket', 'tickets'],
] as const;

/**
 * Entries about one user: the user is the target, or one of their wallets, KYC submissions,
 * deposits, withdrawals, investments or tickets is, or the values name them. So the user's page
 * shows every admin action that touched them, whichever module wrote it. Tables of modules not
 * installed in this database are skipped.
 */
async function concernsUser(q: Queryable, userId: string): Promise<SQL> {
  const present = await existingTables(
    q,
    OWNED_TARGETS.map(([, table]) => table),
  );
  const owned = OWNED_TARGETS.filter(([, table]) => present.has(table)).map(
    ([type, table]) =>
      sql`(a.target_type = ${type} AND a.target_id IN (SELECT o.id::text FROM ${sql.identifier(table)} o WHERE o.user_id = ${userId}))`,
  );
  return sql`(
    (a.target_type = 'user' AND a.target_id = ${userId})
    OR a.target_id IN (SELECT w.id::text FROM wallets w WHERE w.user_id = ${userId})
    OR (jsonb_typeof(a.before) = 'object' AND a.before->>'userId' = ${userId})
    OR (jsonb_typeof(a.after) = 'object' AND a.after->>'userId' = ${userId})
    ${owned.length ? sql`OR ${sql.join(owned, sql` OR `)}` : sql``}
  )`;
}

/** Newest first, keyset on the serial id. */
export async function auditPage(q: Queryable, query: Query) {
  const conditions: SQL[] = [sql`TRUE`];
  if (query.cursor) conditions.push(sql`a.id < ${Number(query.cursor)}`);
  if (query.actor) conditions.push(sql`a.actor_id = ${query.actor}`);
  if (query.targetUser) conditions.push(await concernsUser(q, query.targetUser));
  if (query.targetType) conditions.push(sql`a.target_type = ${query.targetType}`);
  if (query.targetId) conditions.push(sql`a.target_id = ${query.targetId}`);
  const rows = await queryRows<Row>(
    q,
    sql`SELECT a.id, a.actor_id, u.username AS actor_username, u.email AS actor_email, a.action, a.target_type, a.target_id,
          a.before, a.after, a.reason, ${isoMillis('a.created_at')} AS ts
        FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY a.id DESC LIMIT ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  const items: AuditEntryView[] = page.map((r) => ({
    id: Number(r.id),
    actor: { id: r.actor_id, username: r.actor_username, email: r.actor_email },
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: redactAudit(r.before ?? null),
    after: redactAudit(r.after ?? null),
    reason: r.reason,
    createdAt: r.ts,
  }));
  const last = page.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? String(last.id) : null };
}
