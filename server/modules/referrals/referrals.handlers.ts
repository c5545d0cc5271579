import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { commissionWallets, payCommissions } from './referrals.commissions.ts';

export type EarnedHook = (tx: Tx, userId: string, at: Date) => Promise<void>;

/** Deposit, investment and profit commissions, inside the transaction of the event; `onEarned` runs for each referrer paid (badge checks). */
export function registerReferralHandlers(deps: Deps, onEarned?: EarnedHook): void {
  deps.events.on(async (tx, event) => {
    const earners = await payCommissions(tx, event, deps);
    if (onEarned) for (const userId of earners) await onEarned(tx, userId, event.at);
  });
  // The referrers' Profit wallets, which their commissions and their badge bonuses credit.
  deps.events.plansLocks(commissionWallets);
}
