import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ReviewStatus } from '../../../src/contract/methods.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { deposits } from '../../db/schema-deposits.ts';
import { beforeKeyset, encodeCursor, isoMicros, type Keyset } from '../ledger/ledger.cursor.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { toAdminDepositView, toDepositView, type DepositRow, type UserBrief } from './deposits.view.ts';

/** A deposit by id, only if `userId` owns it (when given): another user's deposit does not exist for them. */
export async function findDeposit(q: Queryable, id: string, userId?: string): Promise<DepositRow | undefined> {
  if (!isUuid(id)) return undefined;
  const where = userId ? and(eq(deposits.id, id), eq(deposits.userId, userId)) : eq(deposits.id, id);
  const [row] = await q.select().from(deposits).where(where).limit(1);
  return row;
}

export async function userBrief(q: Queryable, userId: string): Promise<UserBrief> {
  const [row] = await q
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

const columns = { ...getTableColumns(deposits), ts: isoMicros('deposits.created_at') };

function pageOf<T extends { id: string; ts: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null };
}

/** Add Money Log: the user's deposits, newest first. */
export async function userDepositPage(q: Queryable, userId: string, limit: number, after: Keyset | undefined) {
  const rows = await q
    .select(columns)
    .from(deposits)
    .where(and(eq(deposits.userId, userId), beforeKeyset('deposits.created_at', 'deposits.id', after)))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows as Array<DepositRow & { ts: string }>, limit);
  return { items: page.map(toDepositView), nextCursor };
}

/** The admin review list, optionally one status, newest first, with who asked. */
export async function adminDepositPage(
  q: Queryable,
  status: ReviewStatus | undefined,
  limit: number,
  after: Keyset | undefined,
) {
  const filter: SQL = status ? sql`${deposits.status} = ${status}` : sql`TRUE`;
  const rows = await q
    .select({ ...columns, userEmail: users.email, userName: users.username })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(and(filter, beforeKeyset('deposits.created_at', 'deposits.id', after)))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(
    rows as Array<DepositRow & { ts: string; userEmail: string; userName: string }>,
    limit,
  );
  return {
    items: page.map((r) => toAdminDepositView(r, { id: r.userId, email: r.userEmail, username: r.userName })),
    nextCursor,
  };
}
