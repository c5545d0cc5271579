import { sql } from 'drizzle-orm';
import { formatCents } from '../../../src/contract/cents.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { fourEyesThresholdCents } from '../approvals/approvals.request.ts';

type Counted = { userId: string; amountCents: number };

/**
 * What one admin alone paid out to a user in the 24 hours before `at`: withdrawals in batches that
 * no second admin approved (ready or paid), and single payouts approved without an approval request.
 */
async function recentPayoutsCents(q: Queryable, userId: string, at: Date): Promise<number> {
  const since = new Date(at.getTime() - 24 * 3_600_000).toISOString();
  const [row] = await queryRows<{ total: string | number }>(
    q,
    sql`SELECT COALESCE(SUM(w.amount_cents), 0) AS total FROM withdrawals w
        WHERE w.user_id = ${userId} AND (
          EXISTS (SELECT 1 FROM payout_batch_items i JOIN payout_batches b ON b.id = i.batch_id
                  WHERE i.withdrawal_id = w.id AND b.status IN ('ready', 'paid') AND b.approved_by IS NULL AND b.created_at > ${since})
          OR (w.status = 'approved' AND w.reviewed_at > ${since}
              AND NOT EXISTS (SELECT 1 FROM payout_batch_items i WHERE i.withdrawal_id = w.id)
              AND NOT EXISTS (SELECT 1 FROM approval_requests a WHERE a.withdrawal_id = w.id AND a.status = 'approved')))`,
  );
  return Number(row?.total ?? 0);
}

/**
 * The user's payouts by one admin in the last 24 hours, read under the user's four-eyes lock (the
 * one balance adjustments take) held to the end of `tx`: a payout deciding on this total cannot
 * race another for the same user. Used by batches and by single payouts alike.
 */
export async function lockedRecentPayoutsCents(tx: Queryable, userId: string, at: Date): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`four-eyes:${userId}`}))`);
  return recentPayoutsCents(tx, userId, at);
}

/**
 * Whether a new batch needs a second admin, and why (null: it does not). Its total above the
 * four-eyes threshold does; so does any one user's share of it with what that user was paid by one
 * admin in the last 24 hours, so splitting a payout into batches under the threshold does not avoid
 * it. Call inside the batch's transaction: each user is locked as balance adjustments lock them
 * (in id order, so two batches naming the same users cannot deadlock), so two batches made at once
 * cannot both slip under.
 */
export async function secondAdminReason(tx: Queryable, items: Counted[], at: Date): Promise<string | null> {
  const threshold = await fourEyesThresholdCents(tx);
  if (threshold <= 0) return null;
  const total = items.reduce((s, i) => s + i.amountCents, 0);
  if (total > threshold) return `the batch total of ${formatCents(total)} USD is above the four-eyes threshold`;
  const perUser = new Map<string, number>();
  for (const i of items) perUser.set(i.userId, (perUser.get(i.userId) ?? 0) + i.amountCents);
  for (const userId of [...perUser.keys()].sort()) {
    const day = (perUser.get(userId) ?? 0) + (await lockedRecentPayoutsCents(tx, userId, at));
    if (day > threshold)
      return `one investor's payouts of the last 24 hours come to ${formatCents(day)} USD with this batch, above the four-eyes threshold`;
  }
  return null;
}
