import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatCents } from '../../src/contract/money.ts';
import { nextDueAt } from '../../src/contract/investment-terms.ts';
import type { Tx } from '../db/client.ts';
import { wallets } from '../db/schema.ts';
import { investmentProfits, investments } from '../db/schema-investments.ts';
import type { Deps } from '../lib/context.ts';
import { systemWalletId } from '../modules/ledger/ledger.accounts.ts';
import { post } from '../modules/ledger/ledger.post.ts';
import { notify } from '../modules/notifications/notify.ts';
import { levelsFor } from '../modules/referrals/referrals.commissions.ts';
import { getSettings } from '../modules/settings/settings.service.ts';

export type BatchLimits = { investments: number; periods: number };
export type BatchResult = { claimed: number; periodsPaid: number; amountCents: number; completed: number };

const profitWallet = alias(wallets, 'profit_wallet');
const mainWallet = alias(wallets, 'main_wallet');
const SCHEMA_LOGS_LINK = '/user/schema-logs';

/**
 * Locks, in wallet id order and in one statement, every wallet this batch can touch: the
 * investors' wallets and, when profit commissions are on, their referrers' up to the configured
 * depth. Later locks in the batch are then already held, so engines running at once (and the
 * commission payouts between them) cannot wait on each other in a cycle.
 */
async function lockWalletsInOrder(tx: Tx, userIds: string[]): Promise<void> {
  const depth = levelsFor(await getSettings(tx), 'profit').length;
  await tx.execute(sql`
    WITH RECURSIVE up(id, level) AS (
      SELECT unnest(${`{${userIds.join(',')}}`}::uuid[]), 0
      UNION ALL
      SELECT u.referred_by, up.level + 1 FROM up JOIN users u ON u.id = up.id WHERE up.level < ${depth} AND u.referred_by IS NOT NULL
    )
    SELECT w.id FROM wallets w WHERE w.user_id IN (SELECT id FROM up) ORDER BY w.id FOR UPDATE`);
}

/**
 * One transaction's worth of work: claims up to `limits.investments` due investments with
 * FOR UPDATE SKIP LOCKED (another engine skips them), pays each due period at its own scheduled
 * time, at most `limits.periods` in all (the rest stay due for the next batch), and completes
 * investments whose last period is paid. The unique (investment, period) key backs up the lock.
 */
export async function payBatch(deps: Deps, tx: Tx, until: Date, limits: BatchLimits): Promise<BatchResult> {
  const claimed = await tx
    .select({ inv: investments, profitWalletId: profitWallet.id, mainWalletId: mainWallet.id, currency: profitWallet.currency })
    .from(investments)
    .innerJoin(profitWallet, sql`${profitWallet.userId} = ${investments.userId} AND ${profitWallet.type} = 'profit'`)
    .innerJoin(mainWallet, sql`${mainWallet.userId} = ${investments.userId} AND ${mainWallet.type} = 'main'`)
    .where(sql`${investments.status} = 'active' AND ${investments.nextProfitAt} <= ${until.toISOString()}::timestamptz`)
    .orderBy(investments.nextProfitAt)
    .limit(limits.investments)
    .for('update', { of: investments, skipLocked: true });
  if (claimed.length === 0) return { claimed: 0, periodsPaid: 0, amountCents: 0, completed: 0 };
  await lockWalletsInOrder(tx, [...new Set(claimed.map((c) => c.inv.userId))]);

  const result: BatchResult = { claimed: claimed.length, periodsPaid: 0, amountCents: 0, completed: 0 };
  let budget = limits.periods;
  for (const { inv, profitWalletId, mainWalletId, currency } of claimed) {
    let due = inv.nextProfitAt;
    let paid = inv.periodsPaid;
    let paidNow = 0;
    let lastDue: Date | null = null;
    const isDone = () => inv.periods !== null && paid >= inv.periods;
    // Every claimed row was due, so at least one period is paid even when the budget is spent.
    while (due && due <= until && !isDone() && (paidNow === 0 || budget > 0)) {
      paid += 1;
      const posted = await post(tx, {
        type: 'profit',
        description: `Profit from ${inv.schemaName} (period ${paid}${inv.periods === null ? '' : ` of ${inv.periods}`})`,
        userId: inv.userId,
        amountCents: inv.profitPerPeriodCents,
        metadata: { investmentId: inv.id, period: paid },
        postings: [
          { walletId: systemWalletId('profit_paid'), amountCents: -inv.profitPerPeriodCents },
          { walletId: profitWalletId, amountCents: inv.profitPerPeriodCents },
        ],
        at: due,
      });
      const [row] = await tx
        .insert(investmentProfits)
        .values({ investmentId: inv.id, userId: inv.userId, periodNumber: paid, amountCents: inv.profitPerPeriodCents, dueAt: due, transactionId: posted.transaction.id, paidAt: due })
        .returning({ id: investmentProfits.id });
      if (!row) throw new Error('profit insert returned nothing');
      await deps.events.emit(tx, { kind: 'profit_paid', userId: inv.userId, sourceId: row.id, amountCents: inv.profitPerPeriodCents, at: due });
      paidNow += 1;
      budget -= 1;
      lastDue = due;
      due = nextDueAt(due, inv);
    }
    const completed = isDone();
    const at = lastDue ?? until;
    if (completed && inv.capitalBack) {
      // Capital goes back to the Main wallet, whichever wallet it came from (README).
      await post(tx, {
        type: 'capital_back',
        description: `Capital returned from ${inv.schemaName}`,
        userId: inv.userId,
        amountCents: inv.amountCents,
        metadata: { investmentId: inv.id },
        postings: [
          { walletId: systemWalletId('investments_held'), amountCents: -inv.amountCents },
          { walletId: mainWalletId, amountCents: inv.amountCents },
        ],
        at,
      });
    }
    const profitCents = paidNow * inv.profitPerPeriodCents;
    await tx
      .update(investments)
      .set({
        periodsPaid: paid,
        profitPaidCents: inv.profitPaidCents + profitCents,
        nextProfitAt: completed ? null : due,
        status: completed ? 'completed' : 'active',
        completedAt: completed ? at : null,
      })
      .where(eq(investments.id, inv.id));
    const money = (cents: number) => `${formatCents(cents)} ${currency}`;
    const notes = [];
    if (paidNow > 0) {
      const what = paidNow === 1 ? `period ${paid}` : `${paidNow} periods`;
      notes.push({ userId: inv.userId, message: `You received ${money(profitCents)} profit from ${inv.schemaName} (${what})`, link: SCHEMA_LOGS_LINK });
    }
    if (completed) {
      const capital = inv.capitalBack ? `; ${money(inv.amountCents)} capital returned to your Main Wallet` : '';
      notes.push({ userId: inv.userId, message: `Your ${inv.schemaName} investment is complete${capital}`, link: SCHEMA_LOGS_LINK });
    }
    await notify(tx, notes, at);
    result.periodsPaid += paidNow;
    result.amountCents += profitCents;
    if (completed) result.completed += 1;
  }
  return result;
}
