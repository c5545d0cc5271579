import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { checkBadges } from './badges.service.ts';

/** After a deposit, investment or profit the user may reach a badge; after a registration, their referrer may. */
export function registerBadgeHandlers(deps: Deps): void {
  deps.events.on(async (tx, event) => {
    if (event.kind === 'user_registered') {
      const [row] = await queryRows<{ referred_by: string | null }>(tx, sql`SELECT referred_by FROM users WHERE id = ${event.userId}`);
      if (row?.referred_by) await checkBadges(tx, row.referred_by, event.at);
      return;
    }
    await checkBadges(tx, event.userId, event.at, { onlyEarnedChanged: event.kind === 'profit_paid' });
  });
}
