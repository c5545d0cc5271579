import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { compoundingCurve } from '../../../src/contract/compounding.ts';
import type { AdminInvestment, Investment, Portfolio } from '../../../src/contract/investments.ts';
import { DEFAULT_CURRENCY } from '../../../src/contract/wallet-types.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { investments } from '../../db/schema-investments.ts';
import { beforeKeyset, encodeCursor, isoMicros, type Keyset } from '../ledger/ledger.cursor.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { investmentView } from './investments.view.ts';

type Filter = {
  userId?: string;
  status?: 'active' | 'completed' | 'exited' | undefined;
  schemaId?: string | undefined;
  q?: string | undefined;
};

function where(f: Filter, after: Keyset | undefined): SQL | undefined {
  const parts: SQL[] = [beforeKeyset('investments.created_at', 'investments.id', after)];
  if (f.userId) parts.push(eq(investments.userId, f.userId));
  if (f.status) parts.push(eq(investments.status, f.status));
  if (f.schemaId) parts.push(isUuid(f.schemaId) ? eq(investments.schemaId, f.schemaId) : sql`FALSE`);
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    const match = or(ilike(users.email, like), ilike(users.username, like));
    if (match) parts.push(match);
  }
  return and(...parts);
}

/** Newest first, keyset paged; with the investor for the admin list. */
async function page(q: Queryable, f: Filter, limit: number, after: Keyset | undefined) {
  const rows = await q
    .select({ inv: investments, ts: isoMicros('investments.created_at'), username: users.username, email: users.email })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(where(f, after))
    .orderBy(desc(investments.createdAt), desc(investments.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, nextCursor: more && last ? encodeCursor({ ts: String(last.ts), id: last.inv.id }) : null };
}

export async function userInvestmentPage(
  q: Queryable,
  userId: string,
  status: Filter['status'],
  limit: number,
  after: Keyset | undefined,
) {
  const p = await page(q, { userId, status }, limit, after);
  return { items: p.rows.map((r): Investment => investmentView(r.inv)), nextCursor: p.nextCursor };
}

export async function adminInvestmentPage(
  q: Queryable,
  f: Omit<Filter, 'userId'>,
  limit: number,
  after: Keyset | undefined,
) {
  const p = await page(q, f, limit, after);
  return {
    items: p.rows.map(
      (r): AdminInvestment => ({
        ...investmentView(r.inv),
        user: { id: r.inv.userId, username: r.username, email: r.email },
      }),
    ),
    nextCursor: p.nextCursor,
  };
}

const DAYS = 30;
const CURVE_PERIODS = 30;

/** The summed principal of reinvesting investments over the next periods (each capped at its maturity). */
function curveOf(rows: Array<typeof investments.$inferSelect>): Portfolio['compoundingCurve'] {
  if (rows.length === 0) return [];
  const totals = Array.from({ length: CURVE_PERIODS + 1 }, () => 0);
  for (const row of rows) {
    const left = row.periods === null ? CURVE_PERIODS : Math.min(CURVE_PERIODS, row.periods - row.periodsPaid);
    const steps = compoundingCurve(row, row.principalCents, left);
    for (let k = 0; k <= CURVE_PERIODS; k++)
      totals[k] =
        (totals[k] ?? 0) +
        (k === 0 ? row.principalCents : (steps[Math.min(k, left) - 1]?.principalCents ?? row.principalCents));
  }
  return totals.map((cents, period) => ({ period, principal: centsToNumber(cents) }));
}
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** Totals, profit per UTC day over the last 30 days (zero days included) and active capital per schema. */
export async function portfolio(q: Queryable, userId: string, now: Date): Promise<Portfolio> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DAYS - 1) * 86_400_000);
  const [totals] = await queryRows<Record<string, unknown>>(
    q,
    sql`SELECT coalesce(sum(amount_cents), 0) AS invested,
      coalesce(sum(amount_cents) FILTER (WHERE status = 'active'), 0) AS active_invested,
      count(*) FILTER (WHERE status = 'active') AS active_count,
      count(*) FILTER (WHERE status = 'completed') AS completed_count,
      coalesce(sum(profit_paid_cents), 0) AS profit
    FROM investments WHERE user_id = ${userId}`,
  );
  const days = await queryRows<{ day: string; cents: unknown }>(
    q,
    sql`SELECT to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(amount_cents) AS cents
      FROM investment_profits WHERE user_id = ${userId} AND due_at >= ${since.toISOString()}::timestamptz AND due_at <= ${now.toISOString()}::timestamptz
      GROUP BY 1`,
  );
  const byDay = new Map(days.map((d) => [d.day, Number(d.cents)]));
  const allocation = await queryRows<{ schema_id: string; name: string; cents: unknown; n: unknown }>(
    q,
    sql`SELECT schema_id, min(schema_name) AS name, sum(amount_cents) AS cents, count(*) AS n
      FROM investments WHERE user_id = ${userId} AND status = 'active' GROUP BY schema_id ORDER BY 3 DESC`,
  );
  const growing = await q
    .select()
    .from(investments)
    .where(
      and(
        eq(investments.userId, userId),
        eq(investments.status, 'active'),
        eq(investments.compounding, true),
        eq(investments.reinvestProfit, true),
      ),
    );
  const n = (key: string) => Number(totals?.[key] ?? 0);
  return {
    currency: DEFAULT_CURRENCY,
    totalInvested: centsToNumber(n('invested')),
    activeInvested: centsToNumber(n('active_invested')),
    activeCount: n('active_count'),
    completedCount: n('completed_count'),
    totalProfit: centsToNumber(n('profit')),
    profitByDay: Array.from({ length: DAYS }, (_, i) => {
      const date = dayKey(new Date(since.getTime() + i * 86_400_000));
      return { date, amount: centsToNumber(byDay.get(date) ?? 0) };
    }),
    allocation: allocation.map((a) => ({
      schemaId: a.schema_id,
      name: a.name,
      amount: centsToNumber(Number(a.cents)),
      count: Number(a.n),
    })),
    compoundingCurve: curveOf(growing),
  };
}
