import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import type { MoneyEvent, PlannedEvent } from '../../lib/money-events.ts';
import { checkBadges, usersWhoseNextBadgeNeedsEarnings } from './badges.service.ts';

/** The lock plan of checkBadges: the Profit wallet of the user it checks (the referrer's after a registration). */
async function badgeWallets(tx: Tx, event: PlannedEvent): Promise<string[]> {
  const owner =
    event.kind === 'user_registered'
      ? sql`(SELECT referred_by FROM users WHERE id = ${event.userId})`
      : sql`${event.userId}::uuid`;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM wallets WHERE user_id = ${owner} AND type = 'profit'`,
  );
  return rows.map((r) => r.id);
}

/** After a deposit, investment or profit the user may reach a badge; after a registration, their referrer may. */
export function registerBadgeHandlers(deps: Deps): void {
  const one = async (tx: Tx, event: MoneyEvent) => {
    if (event.kind === 'user_registered') {
      const [row] = await queryRows<{ referred_by: string | null }>(
        tx,
        sql`SELECT referred_by FROM users WHERE id = ${event.userId}`,
      );
      if (row?.referred_by) await checkBadges(tx, row.referred_by, event.at);
      return;
    }
    await checkBadges(tx, event.userId, event.at, { onlyEarnedChanged: event.kind === 'profit_paid' });
  };
  /**
   * A profit engine batch: each user is checked once, at their last period in the batch, and
   * only when their next badge asks for earnings (one query finds them for the whole batch);
   * any other event is handled one by one.
   */
  const batch = async (tx: Tx, events: MoneyEvent[]) => {
    const lastProfit = new Map<string, Date>();
    for (const event of events) {
      if (event.kind !== 'profit_paid') {
        await one(tx, event);
        continue;
      }
      const seen = lastProfit.get(event.userId);
      if (!seen || event.at > seen) lastProfit.set(event.userId, event.at);
    }
    if (lastProfit.size === 0) return;
    for (const userId of await usersWhoseNextBadgeNeedsEarnings(tx, [...lastProfit.keys()])) {
      await checkBadges(tx, userId, lastProfit.get(userId) ?? new Date(), { onlyEarnedChanged: true });
    }
  };
  deps.events.on(one, batch);
  deps.events.plansLocks(badgeWallets);
}
