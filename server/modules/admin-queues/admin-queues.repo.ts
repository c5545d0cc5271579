import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { QueueQuery, QueueSort } from '../../../src/contract/admin-bulk.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { approvalRequests } from '../../db/schema-approvals.ts';
import { deposits } from '../../db/schema-deposits.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';
import { toAdminDepositView, type DepositRow } from '../deposits/deposits.view.ts';
import { toAdminWithdrawalView, type WithdrawalRow } from '../withdrawals/withdrawals.service.ts';

type Table = typeof deposits | typeof withdrawals;

/** Status, and the text in the reference, the user's e-mail or username, or the method's name. */
function filterOf(table: Table, query: QueueQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(table.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    const match = or(
      ilike(table.reference, like),
      ilike(users.email, like),
      ilike(users.username, like),
      ilike(table.methodName, like),
    );
    if (match) parts.push(match);
  }
  return and(...parts);
}

/** Every order ends on the id, so pages never repeat or skip a row that ties. */
function orderOf(table: Table, sort: QueueSort): SQL[] {
  const by = (column: AnyColumn, up: boolean) => (up ? asc(column) : desc(column));
  if (sort === 'oldest') return [by(table.createdAt, true), by(table.id, true)];
  if (sort === 'amount-desc') return [by(table.amountCents, false), by(table.createdAt, false), by(table.id, false)];
  if (sort === 'amount-asc') return [by(table.amountCents, true), by(table.createdAt, true), by(table.id, true)];
  return [by(table.createdAt, false), by(table.id, false)];
}

async function page<R>(
  q: Queryable,
  table: Table,
  query: QueueQuery,
): Promise<{ rows: Array<R & { userEmail: string; userName: string }>; nextCursor: string | null }> {
  const offset = Number(query.cursor ?? '0');
  const rows = (await q
    .select({ ...getTableColumns(table), userEmail: users.email, userName: users.username })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(filterOf(table, query))
    .orderBy(...orderOf(table, query.sort))
    .limit(query.limit + 1)
    .offset(offset)) as Array<R & { userEmail: string; userName: string }>;
  return {
    rows: rows.slice(0, query.limit),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

export async function depositQueue(q: Queryable, query: QueueQuery) {
  const { rows, nextCursor } = await page<DepositRow>(q, deposits, query);
  return {
    items: rows.map((r) => toAdminDepositView(r, { id: r.userId, email: r.userEmail, username: r.userName })),
    nextCursor,
  };
}

export async function withdrawalQueue(q: Queryable, query: QueueQuery) {
  const { rows, nextCursor } = await page<WithdrawalRow>(q, withdrawals, query);
  // Four-eyes: the payouts sent for a second admin's approval say so (one look-up for the page).
  const ids = rows.map((r) => r.id);
  const waiting = ids.length
    ? new Set(
        (
          await q
            .select({ id: approvalRequests.withdrawalId })
            .from(approvalRequests)
            .where(and(eq(approvalRequests.status, 'pending'), inArray(approvalRequests.withdrawalId, ids)))
        ).map((r) => r.id),
      )
    : new Set<string | null>();
  const items = rows.map((r) => ({
    ...toAdminWithdrawalView(r, { id: r.userId, email: r.userEmail, username: r.userName }),
    ...(waiting.has(r.id) ? { awaitingApproval: true } : {}),
  }));
  return { items, nextCursor };
}
