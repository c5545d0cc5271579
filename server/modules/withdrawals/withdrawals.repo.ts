import { and, desc, eq, getTableColumns, gte, sql, type SQL } from 'drizzle-orm';
import type { ReviewStatus } from '../../../src/contract/methods.ts';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { AdminWithdrawal, Withdrawal } from '../../../src/contract/withdrawals.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';
import { beforeKeyset, encodeCursor, isoMicros, type Keyset } from '../ledger/ledger.cursor.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type UserBrief = { id: string; email: string; username: string };

export function toWithdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    reference: row.reference,
    methodName: row.methodName,
    currency: row.currency,
    accountName: row.accountName,
    details: row.details,
    amount: centsToNumber(row.amountCents),
    charge: centsToNumber(row.chargeCents),
    receiveAmount: centsToNumber(row.amountCents - row.chargeCents),
    processingTime: row.processingTime,
    status: row.status,
    rejectionReason: row.rejectionReason,
    payoutReference: row.payoutReference,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

export const toAdminWithdrawalView = (row: WithdrawalRow, user: UserBrief): AdminWithdrawal => ({
  ...toWithdrawalView(row),
  user,
});

export async function userBrief(q: Queryable, userId: string): Promise<UserBrief> {
  const [row] = await q
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

export async function findWithdrawal(q: Queryable, id: string): Promise<WithdrawalRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return row;
}

/** Requests made since `since` (all of them, refused ones too: the limit counts attempts at the desk, not payouts). */
export async function withdrawalsSince(q: Queryable, userId: string, since: Date): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, since)));
  return Number(row?.n ?? 0);
}

const columns = { ...getTableColumns(withdrawals), ts: isoMicros('withdrawals.created_at') };

function pageOf<T extends { id: string; ts: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null };
}

/** Withdraw Log: the user's requests, newest first. */
export async function userWithdrawalPage(q: Queryable, userId: string, limit: number, after: Keyset | undefined) {
  const rows = await q
    .select(columns)
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), beforeKeyset('withdrawals.created_at', 'withdrawals.id', after)))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows as Array<WithdrawalRow & { ts: string }>, limit);
  return { items: page.map(toWithdrawalView), nextCursor };
}

export async function adminWithdrawalPage(
  q: Queryable,
  status: ReviewStatus | undefined,
  limit: number,
  after: Keyset | undefined,
) {
  const filter: SQL = status ? sql`${withdrawals.status} = ${status}` : sql`TRUE`;
  const rows = await q
    .select({ ...columns, userEmail: users.email, userName: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(and(filter, beforeKeyset('withdrawals.created_at', 'withdrawals.id', after)))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(
    rows as Array<WithdrawalRow & { ts: string; userEmail: string; userName: string }>,
    limit,
  );
  return {
    items: page.map((r) => toAdminWithdrawalView(r, { id: r.userId, email: r.userEmail, username: r.userName })),
    nextCursor,
  };
}
