import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUserRow, adminUserQuerySchema } from '../../../src/contract/admin-users.ts';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { beforeKeyset, encodeCursor, isoMicros, isoMillis, toMillis, type Keyset } from '../ledger/ledger.cursor.ts';

type Query = z.output<typeof adminUserQuerySchema>;

export type UserRowRaw = {
  id: string;
  role: 'user' | 'admin';
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  country: string;
  phone: string;
  avatar: string | null;
  referral_code: string;
  email_verified: boolean;
  banned_at: string | null;
  closed_at: string | null;
  ban_reason: string | null;
  can_deposit: boolean;
  can_withdraw: boolean;
  can_send_money: boolean;
  ts: string;
  kyc_status: AdminUserRow['kycStatus'];
  main_cents: unknown;
  profit_cents: unknown;
};

/** LIKE pattern for a literal search text (%, _ and \ match themselves). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** One user row with the newest KYC status and the wallet balances; `where` may use u, k and b. */
const selectUsers = (where: SQL, tail: SQL) => sql`
  SELECT u.id, u.role, u.username, u.email, u.first_name, u.last_name, u.country, u.phone, u.avatar, u.referral_code,
    u.email_verified_at IS NOT NULL AS email_verified, ${isoMillis('u.banned_at')} AS banned_at, u.ban_reason,
    ${isoMillis('u.closed_at')} AS closed_at,
    u.can_deposit, u.can_withdraw, u.can_send_money, ${isoMicros('u.created_at')} AS ts,
    coalesce(k.status, 'none') AS kyc_status, coalesce(b.main, 0) AS main_cents, coalesce(b.profit, 0) AS profit_cents
  FROM users u
  LEFT JOIN LATERAL (
    SELECT ks.status FROM kyc_submissions ks WHERE ks.user_id = u.id ORDER BY ks.created_at DESC LIMIT 1
  ) k ON TRUE
  LEFT JOIN LATERAL (
    SELECT sum(w.balance_cents) FILTER (WHERE w.type = 'main') AS main, sum(w.balance_cents) FILTER (WHERE w.type = 'profit') AS profit
    FROM wallets w WHERE w.user_id = u.id
  ) b ON TRUE
  WHERE ${where}
  ${tail}`;

export function toAdminUserRow(r: UserRowRaw): AdminUserRow {
  return {
    id: r.id,
    role: r.role,
    username: r.username,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    country: r.country,
    emailVerified: r.email_verified,
    bannedAt: r.banned_at,
    banReason: r.ban_reason,
    closedAt: r.closed_at,
    kycStatus: r.kyc_status,
    mainBalance: centsToNumber(Number(r.main_cents)),
    profitBalance: centsToNumber(Number(r.profit_cents)),
    createdAt: toMillis(r.ts),
    canDeposit: r.can_deposit,
    canWithdraw: r.can_withdraw,
    canSendMoney: r.can_send_money,
  };
}

/** Newest accounts first, filtered; keyset on (created_at, id). */
export async function userPage(q: Queryable, query: Query, after: Keyset | undefined) {
  const conditions: SQL[] = [beforeKeyset('u.created_at', 'u.id', after)];
  if (query.q) {
    const p = containsPattern(query.q);
    conditions.push(
      sql`(u.username ILIKE ${p} OR u.email ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`,
    );
  }
  if (query.banned !== undefined)
    conditions.push(query.banned ? sql`u.banned_at IS NOT NULL` : sql`u.banned_at IS NULL`);
  if (query.closed !== undefined)
    conditions.push(query.closed ? sql`u.closed_at IS NOT NULL` : sql`u.closed_at IS NULL`);
  if (query.kyc) conditions.push(sql`coalesce(k.status, 'none') = ${query.kyc}`);
  if (query.hasBalance !== undefined) {
    conditions.push(
      query.hasBalance
        ? sql`coalesce(b.main, 0) + coalesce(b.profit, 0) > 0`
        : sql`coalesce(b.main, 0) + coalesce(b.profit, 0) = 0`,
    );
  }
  if (query.role) conditions.push(sql`u.role = ${query.role}`);
  const rows = await queryRows<UserRowRaw>(
    q,
    selectUsers(sql.join(conditions, sql` AND `), sql`ORDER BY u.created_at DESC, u.id DESC LIMIT ${query.limit + 1}`),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toAdminUserRow),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null,
  };
}

export async function findUserRow(q: Queryable, userId: string): Promise<UserRowRaw | undefined> {
  const [row] = await queryRows<UserRowRaw>(q, selectUsers(sql`u.id = ${userId}`, sql``));
  return row;
}
