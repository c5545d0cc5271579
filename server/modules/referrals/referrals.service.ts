import { sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { ReferralLog, ReferralLogs, ReferralStats } from '../../../src/contract/referrals.ts';
import { DEFAULT_CURRENCY } from '../../../src/contract/wallet-types.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { beforeKeyset, encodeCursor, isoMicros, type Keyset } from '../ledger/ledger.cursor.ts';
import { getSettings } from '../settings/settings.service.ts';
import { levelsFor } from './referrals.commissions.ts';

/** Code, link, people per level (as deep as the deepest configured commission), earnings per level. */
export async function referralStats(q: Queryable, userId: string, appUrl: string): Promise<ReferralStats> {
  const [me] = await queryRows<{ code: string }>(q, sql`SELECT referral_code AS code FROM users WHERE id = ${userId}`);
  if (!me) throw notFound('User not found');
  const settings = await getSettings(q);
  const commissions = {
    deposit: levelsFor(settings, 'deposit'),
    investment: levelsFor(settings, 'investment'),
    profit: levelsFor(settings, 'profit'),
  };
  const depth = Math.max(
    1,
    settings.referralDepositLevels.length,
    settings.referralInvestmentLevels.length,
    settings.referralProfitLevels.length,
  );
  const counts = await queryRows<{ level: unknown; n: unknown }>(
    q,
    sql`WITH RECURSIVE down(id, level) AS (
        SELECT id, 1 FROM users WHERE referred_by = ${userId}
        UNION ALL
        SELECT u.id, down.level + 1 FROM down JOIN users u ON u.referred_by = down.id WHERE down.level < ${depth}
      ) SELECT level, count(*) AS n FROM down GROUP BY level`,
  );
  const earned = await queryRows<{ level: unknown; cents: unknown }>(
    q,
    sql`SELECT level, sum(amount_cents) AS cents FROM referral_commissions WHERE user_id = ${userId} GROUP BY level`,
  );
  const countOf = new Map(counts.map((r) => [Number(r.level), Number(r.n)]));
  const earnedOf = new Map(earned.map((r) => [Number(r.level), Number(r.cents)]));
  const deepest = Math.max(depth, ...earnedOf.keys());
  const levels = Array.from({ length: deepest }, (_, i) => ({
    level: i + 1,
    count: countOf.get(i + 1) ?? 0,
    earned: centsToNumber(earnedOf.get(i + 1) ?? 0),
  }));
  return {
    code: me.code,
    link: `${appUrl}/register?ref=${encodeURIComponent(me.code)}`,
    currency: DEFAULT_CURRENCY,
    totalEarned: centsToNumber([...earnedOf.values()].reduce((a, b) => a + b, 0)),
    totalReferrals: countOf.get(1) ?? 0,
    levels,
    commissions,
  };
}

type LogRow = {
  id: string;
  ts: string;
  username: string;
  level: unknown;
  source_kind: ReferralLog['source'];
  source_amount_cents: unknown;
  percent_basis_points: unknown;
  amount_cents: unknown;
  created_at: Date | string;
};

/** The caller's commissions, newest first: who, level, source, amount, date. */
export async function referralLogs(
  q: Queryable,
  userId: string,
  limit: number,
  after: Keyset | undefined,
): Promise<ReferralLogs> {
  const rows = await queryRows<LogRow>(
    q,
    sql`SELECT c.id, ${isoMicros('c.created_at')} AS ts, u.username, c.level, c.source_kind, c.source_amount_cents, c.percent_basis_points, c.amount_cents, c.created_at
      FROM referral_commissions c JOIN users u ON u.id = c.from_user_id
      WHERE c.user_id = ${userId} AND ${beforeKeyset('c.created_at', 'c.id', after)}
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit + 1}`,
  );
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    logs: shown.map((r) => ({
      id: r.id,
      fromUsername: r.username,
      level: Number(r.level),
      source: r.source_kind,
      sourceAmount: centsToNumber(Number(r.source_amount_cents)),
      percent: Number(r.percent_basis_points) / 100,
      amount: centsToNumber(Number(r.amount_cents)),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null,
  };
}
