import { sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { SendLimits } from '../../../src/contract/transfers.ts';
import { queryRows } from '../../db/client.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { computeCharge, moneyToCents, percentToBasisPoints, type ChargeRule } from '../ledger/ledger.charge.ts';
import { getSettings } from '../settings/settings.service.ts';
import { utcMidnight } from './transfers.send.ts';

/** The largest amount whose amount + charge fits `budget` (the charge only grows with the amount). */
export function largestAffordable(budgetCents: number, rule: ChargeRule): number {
  // amount + fixed + amount * p is at most budget: start from the float estimate, then step to the exact edge.
  let amount = Math.max(0, Math.floor((budgetCents - rule.fixedCents) / (1 + rule.percentBasisPoints / 10000)));
  while (amount > 0 && amount + computeCharge(amount, rule) > budgetCents) amount -= 1;
  while (amount + 1 + computeCharge(amount + 1, rule) <= budgetCents) amount += 1;
  return amount;
}

/**
 * What the Send Money form checks before Review: the admin's minimum, maximum and daily limit,
 * what is left today, and the largest amount the Main wallet covers with its fee (the Max button).
 */
export async function sendLimits(deps: Deps, user: AuthUser): Promise<SendLimits> {
  const settings = await getSettings(deps.db);
  const [row] = await queryRows<{ sent: unknown; balance: unknown; currency: string | null }>(
    deps.db,
    sql`SELECT
        (SELECT coalesce(sum(t.amount_cents), 0) FROM ledger_transactions t
          WHERE t.user_id = ${user.id} AND t.type = 'send_money' AND t.status = 'completed'
            AND t.created_at >= ${utcMidnight(deps.now()).toISOString()}::timestamptz) AS sent,
        w.balance_cents AS balance, w.currency
      FROM wallets w WHERE w.user_id = ${user.id} AND w.type = 'main'`,
  );
  const rule = {
    fixedCents: moneyToCents(settings.sendMoneyChargeFixed),
    percentBasisPoints: percentToBasisPoints(settings.sendMoneyChargePercent),
  };
  const min = moneyToCents(settings.sendMoneyMin);
  const max = moneyToCents(settings.sendMoneyMax);
  const daily = moneyToCents(settings.sendMoneyDailyLimit);
  const dailyLeft = Math.max(0, daily - Number(row?.sent ?? 0));
  const maxSendable = Math.min(max, dailyLeft, largestAffordable(Number(row?.balance ?? 0), rule));
  return {
    currency: row?.currency ?? 'USD',
    min: centsToNumber(min),
    max: centsToNumber(max),
    dailyLimit: centsToNumber(daily),
    dailyLeft: centsToNumber(dailyLeft),
    maxSendable: centsToNumber(maxSendable >= min ? maxSendable : 0),
    chargeFixed: centsToNumber(rule.fixedCents),
    chargePercent: Number(settings.sendMoneyChargePercent),
  };
}
