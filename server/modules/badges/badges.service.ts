import { and, eq, sql } from 'drizzle-orm';
import type { Badge, BadgeStats, Progression, RankingBadges } from '../../../src/contract/badges.ts';
import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import { queryRows, type Queryable, type Tx } from '../../db/client.ts';
import { userBadges } from '../../db/schema-badges.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { lockUserWallet } from '../ledger/ledger.lock.ts';
import { post } from '../ledger/ledger.post.ts';
import { notify } from '../notifications/notify.ts';

export const BADGES_LINK = '/user/ranking-badge';

type LadderRow = {
  id: string;
  name: string;
  icon: string;
  description: string;
  rank: unknown;
  min_deposited_cents: unknown;
  min_invested_cents: unknown;
  min_earned_cents: unknown;
  min_referrals: unknown;
  bonus_cents: unknown;
  active: boolean;
  reached_at: Date | string | null;
};
type StatsCents = { deposited: number; invested: number; earned: number; referrals: number };

/** Active badges in ladder order with the user's reached time. */
async function ladder(q: Queryable, userId: string): Promise<LadderRow[]> {
  return queryRows<LadderRow>(
    q,
    sql`SELECT b.id, b.name, b.icon, b.description, b.rank, b.min_deposited_cents, b.min_invested_cents, b.min_earned_cents,
        b.min_referrals, b.bonus_cents, b.active, ub.reached_at
      FROM badges b LEFT JOIN user_badges ub ON ub.badge_id = b.id AND ub.user_id = ${userId}
      WHERE b.active ORDER BY b.rank, b.created_at, b.id`,
  );
}

/** Deposits, investments, profit + referral earnings (not bonuses, so a bonus never earns a badge) and direct referrals. */
async function statsOf(q: Queryable, userId: string): Promise<StatsCents> {
  const [row] = await queryRows<Record<string, unknown>>(
    q,
    sql`SELECT
      (SELECT coalesce(sum(amount_cents), 0) FROM ledger_transactions WHERE user_id = ${userId} AND type = 'deposit' AND status = 'completed') AS deposited,
      (SELECT coalesce(sum(amount_cents), 0) FROM investments WHERE user_id = ${userId}) AS invested,
      (SELECT coalesce(sum(amount_cents), 0) FROM ledger_transactions WHERE user_id = ${userId} AND type IN ('profit', 'referral') AND status = 'completed') AS earned,
      (SELECT count(*) FROM users WHERE referred_by = ${userId}) AS referrals`,
  );
  return {
    deposited: Number(row?.deposited ?? 0),
    invested: Number(row?.invested ?? 0),
    earned: Number(row?.earned ?? 0),
    referrals: Number(row?.referrals ?? 0),
  };
}

/** Of `userIds`, those whose first unreached active badge (ladder order) asks for earnings: only a profit can move them. */
export async function usersWhoseNextBadgeNeedsEarnings(q: Queryable, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    q,
    sql`SELECT u.id FROM unnest(${`{${userIds.join(',')}}`}::uuid[]) AS u(id)
      CROSS JOIN LATERAL (
        SELECT b.min_earned_cents FROM badges b LEFT JOIN user_badges ub ON ub.badge_id = b.id AND ub.user_id = u.id
        WHERE b.active AND ub.user_id IS NULL ORDER BY b.rank, b.created_at, b.id LIMIT 1
      ) nb
      WHERE nb.min_earned_cents > 0`,
  );
  return rows.map((r) => r.id);
}

const thresholds = (b: LadderRow, s: StatsCents) =>
  [
    [Number(b.min_deposited_cents), s.deposited],
    [Number(b.min_invested_cents), s.invested],
    [Number(b.min_earned_cents), s.earned],
    [Number(b.min_referrals), s.referrals],
  ].filter(([need]) => (need ?? 0) > 0) as Array<[number, number]>;

const meets = (b: LadderRow, s: StatsCents) => thresholds(b, s).every(([need, have]) => have >= need);

/**
 * Awards every badge the user now meets, climbing the ladder in order and stopping at the first
 * one not met. Each award's bonus is paid once, ever: the (user, badge) primary key is written
 * first with ON CONFLICT DO NOTHING and only a new row pays. Runs inside the caller's transaction.
 */
export async function checkBadges(
  tx: Tx,
  userId: string,
  at: Date,
  opts: { onlyEarnedChanged?: boolean } = {},
): Promise<void> {
  const rows = await ladder(tx, userId);
  const next = rows.find((b) => b.reached_at === null);
  if (!next) return;
  // A profit payment only raises "earned": when the next badge does not ask for earnings it cannot
  // unlock it, so the engine skips the totals query (it would scan the user's history every period).
  if (opts.onlyEarnedChanged && Number(next.min_earned_cents) <= 0) return;
  const stats = await statsOf(tx, userId);
  let profit: ReturnType<typeof lockUserWallet> | undefined;
  for (const b of rows) {
    if (b.reached_at !== null) continue;
    if (!meets(b, stats)) break;
    // A user's badges are written only under the lock of the Profit wallet their bonus goes to;
    // otherwise two transactions awarding one badge wait on each other's user_badges insert while
    // one holds that wallet. Money events lock it up front with their other wallets (walletsToLock);
    // the badge page's catch-up and a registration hold no other wallet lock.
    const wallet = await (profit ??= lockUserWallet(tx, userId, 'profit'));
    const bonus = Number(b.bonus_cents);
    const [won] = await tx
      .insert(userBadges)
      .values({ userId, badgeId: b.id, bonusCents: bonus, reachedAt: at })
      .onConflictDoNothing()
      .returning({ userId: userBadges.userId });
    if (!won) continue;
    let bonusText = '';
    if (bonus > 0) {
      if (wallet) {
        const posted = await post(tx, {
          type: 'bonus',
          description: `${b.name} badge bonus`,
          userId,
          amountCents: bonus,
          metadata: { badgeId: b.id },
          postings: [
            { walletId: systemWalletId('bonuses_paid'), amountCents: -bonus },
            { walletId: wallet.id, amountCents: bonus },
          ],
          at,
        });
        await tx
          .update(userBadges)
          .set({ transactionId: posted.transaction.id })
          .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, b.id)));
        bonusText = `${formatCents(bonus)} ${wallet.currency}`;
      }
    }
    const notice = {
      name: 'badge_earned',
      values: { badge: b.name, hasBonus: bonusText ? 'yes' : 'no', bonus: bonusText },
    } as const;
    await notify(tx, { userId, notice, link: BADGES_LINK, event: 'badge_earned' }, at);
  }
}

function badgeView(b: LadderRow): Badge {
  return {
    id: b.id,
    name: b.name,
    icon: b.icon,
    description: b.description,
    rank: Number(b.rank),
    minDeposited: centsToNumber(Number(b.min_deposited_cents)),
    minInvested: centsToNumber(Number(b.min_invested_cents)),
    minEarned: centsToNumber(Number(b.min_earned_cents)),
    minReferrals: Number(b.min_referrals),
    bonus: centsToNumber(Number(b.bonus_cents)),
    active: b.active,
    reached: b.reached_at !== null,
    reachedAt: b.reached_at === null ? null : new Date(b.reached_at).toISOString(),
  };
}

/** Every active badge with the user's progress; percent is the average progress over the next badge's thresholds. */
export async function rankingBadges(q: Queryable, userId: string): Promise<RankingBadges> {
  const [rows, stats] = [await ladder(q, userId), await statsOf(q, userId)];
  const reached = rows.filter((b) => b.reached_at !== null);
  const next = rows.find((b) => b.reached_at === null) ?? null;
  let percent = 100;
  if (next) {
    const parts = thresholds(next, stats).map(([need, have]) => Math.min(1, have / need));
    percent = parts.length ? Math.floor((parts.reduce((a, b) => a + b, 0) / parts.length) * 100) : 100;
  }
  const statsView: BadgeStats = {
    deposited: centsToNumber(stats.deposited),
    invested: centsToNumber(stats.invested),
    earned: centsToNumber(stats.earned),
    referrals: stats.referrals,
  };
  const current = reached.at(-1);
  return {
    badges: rows.map(badgeView),
    current: current ? badgeView(current) : null,
    next: next ? badgeView(next) : null,
    percent,
    stats: statsView,
  };
}

export async function progression(q: Queryable, userId: string): Promise<Progression> {
  const { current, next, percent, stats } = await rankingBadges(q, userId);
  return { current, next, percent, stats };
}
