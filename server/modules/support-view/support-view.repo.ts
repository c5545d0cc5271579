import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';
import type { Role } from '../../../src/contract/auth.ts';

type ViewRow = { id: string; opened_at: Date | string; expires_at: Date | string; reason: string };
export type ViewHolder = {
  view_id: string;
  expires_at: Date | string;
  id: string;
  role: Role;
  email: string;
  username: string;
  banned_at: Date | string | null;
};

export async function findTarget(q: Queryable, userId: string): Promise<{ id: string; role: Role } | undefined> {
  const rows = await queryRows<{ id: string; role: Role }>(q, sql`SELECT id, role FROM users WHERE id = ${userId}`);
  return rows[0];
}

export async function insertView(
  q: Queryable,
  v: { userId: string; adminId: string; reason: string; tokenHash: string; openedAt: Date; expiresAt: Date },
): Promise<string> {
  const rows = await queryRows<{ id: string }>(
    q,
    sql`INSERT INTO support_views (user_id, admin_id, reason, token_hash, opened_at, expires_at)
        VALUES (${v.userId}, ${v.adminId}, ${v.reason}, ${v.tokenHash}, ${v.openedAt.toISOString()}::timestamptz, ${v.expiresAt.toISOString()}::timestamptz)
        RETURNING id`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('support view not recorded');
  return id;
}

/** The view a token opens, with the user it shows, while it has not expired. */
export async function viewByTokenHash(q: Queryable, tokenHash: string, now: Date): Promise<ViewHolder | undefined> {
  const rows = await queryRows<ViewHolder>(
    q,
    sql`SELECT v.id AS view_id, v.expires_at, u.id, u.role, u.email, u.username, u.banned_at
        FROM support_views v JOIN users u ON u.id = v.user_id
        WHERE v.token_hash = ${tokenHash} AND v.expires_at > ${now.toISOString()}::timestamptz`,
  );
  return rows[0];
}

export async function viewsOfUser(q: Queryable, userId: string): Promise<ViewRow[]> {
  return queryRows<ViewRow>(
    q,
    sql`SELECT id, opened_at, expires_at, reason FROM support_views WHERE user_id = ${userId} ORDER BY opened_at DESC, id DESC LIMIT 50`,
  );
}
