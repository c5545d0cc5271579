import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatCents } from '../../src/contract/cents.ts';
import { nextDueAt } from '../../src/contract/investment-terms.ts';
import { queryRows, type Tx } from '../db/client.ts';
import { wallets } from '../db/schema.ts';
import { investments } from '../db/schema-investments.ts';
import type { Deps } from '../lib/context.ts';
import { systemWalletId } from '../modules/ledger/ledger.accounts.ts';
import { postCredits, type BulkCredit } from '../modules/ledger/ledger.bulk.ts';
import { post } from '../modules/ledger/ledger.post.ts';
import { mailUser } from '../modules/mail/mail.outbox.ts';
import type { MailData } from '../modules/mail/mail.templates.ts';
import { notify, type NewNotification } from '../modules/notifications/notify.ts';
import { commissionLevels } from '../modules/referrals/referrals.commissions.ts';

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
  const depth = (await commissionLevels(tx, 'profit_paid')).length;
  await tx.execute(sql`
    WITH RECURSIVE up(id, level) AS (
      SELECT unnest(${`{${userIds.join(',')}}`}::uuid[]), 0
      UNION ALL
      SELECT u.referred_by, up.level + 1 FROM up JOIN users u ON u.id = up.id WHERE up.level < ${depth} AND u.referred_by IS NOT NULL
    )
    SELECT w.id FROM wallets w WHERE w.user_id IN (SELECT id FROM up) ORDER BY w.id FOR UPDATE`);
}

type Period = { investmentId: string; userId: string; period: number; amountCents: number; dueAt: Date };

/** The investment_profits rows of a batch in one INSERT; the unique (investment, period) key still refuses a second payment. */
async function insertProfitRows(tx: Tx, periods: Period[], transactionIds: string[]): Promise<string[]> {
  const rows = periods.map((p, i) => ({
    inv: p.investmentId,
    uid: p.userId,
    n: p.period,
    amount: p.amountCents,
    due: p.dueAt.toISOString(),
    tid: transactionIds[i],
  }));
  const ids = await queryRows<{ id: string; ord: unknown }>(
    tx,
    sql`INSERT INTO investment_profits (investment_id, user_id, period_number, amount_cents, due_at, transaction_id, paid_at)
      SELECT inv, uid, n, amount, due, tid, due FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS p(inv uuid, uid uuid, n int, amount bigint, due timestamptz, tid uuid)
      RETURNING id, transaction_id AS ord`,
  );
  const byTx = new Map(ids.map((r) => [String(r.ord), r.id]));
  return transactionIds.map((tid) => byTx.get(tid) ?? '');
}

type InvestmentUpdate = {
  id: string;
  periodsPaid: number;
  profitPaidCents: number;
  nextProfitAt: Date | null;
  completedAt: Date | null;
};

async function updateInvestments(tx: Tx, updates: InvestmentUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const rows = updates.map((u) => ({
    id: u.id,
    paid: u.periodsPaid,
    profit: u.profitPaidCents,
    next: u.nextProfitAt?.toISOString() ?? null,
    done: u.completedAt?.toISOString() ?? null,
  }));
  await tx.execute(sql`
    UPDATE investments i SET periods_paid = u.paid, profit_paid_cents = u.profit, next_profit_at = u.next,
      status = CASE WHEN u.done IS NULL THEN 'active' ELSE 'completed' END, completed_at = u.done
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS u(id uuid, paid int, profit bigint, next timestamptz, done timestamptz)
    WHERE i.id = u.id`);
}

/**
 * One transaction's worth of work: claims up to `limits.investments` due investments with
 * FOR UPDATE SKIP LOCKED (another engine skips them), pays each due period at its own scheduled
 * time, at most `limits.periods` in all (the rest stay due for the next batch), and completes
 * investments whose last period is paid. The unique (investment, period) key backs up the lock.
 * The periods are computed first, then written through the ledger's bulk path (postCredits): a
 * batch of 1,000 periods is a handful of statements instead of four round trips per period.
 */
export async function payBatch(deps: Deps, tx: Tx, until: Date, limits: BatchLimits): Promise<BatchResult> {
  const claimed = await tx
    .select({
      inv: investments,
      profitWalletId: profitWallet.id,
      mainWalletId: mainWallet.id,
      currency: profitWallet.currency,
    })
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
  const periods: Period[] = [];
  const credits: BulkCredit[] = [];
  const updates: InvestmentUpdate[] = [];
  const notes: NewNotification[] = [];
  const completions: Array<{ userId: string; at: Date; data: MailData['investment_completed'] }> = [];
  const capitalBacks: Array<() => Promise<unknown>> = [];
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
      periods.push({
        investmentId: inv.id,
        userId: inv.userId,
        period: paid,
        amountCents: inv.profitPerPeriodCents,
        dueAt: due,
      });
      credits.push({
        type: 'profit',
        description: `Profit from ${inv.schemaName} (period ${paid}${inv.periods === null ? '' : ` of ${inv.periods}`})`,
        userId: inv.userId,
        walletId: profitWalletId,
        fromWalletId: systemWalletId('profit_paid'),
        amountCents: inv.profitPerPeriodCents,
        metadata: { investmentId: inv.id, period: paid },
        at: due,
      });
      paidNow += 1;
      budget -= 1;
      lastDue = due;
      due = nextDueAt(due, inv);
    }
    const completed = isDone();
    const at = lastDue ?? until;
    if (completed && inv.capitalBack) {
      // Capital goes back to the Main wallet, whichever wallet it came from (README).
      capitalBacks.push(() =>
        post(tx, {
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
        }),
      );
    }
    const profitCents = paidNow * inv.profitPerPeriodCents;
    updates.push({
      id: inv.id,
      periodsPaid: paid,
      profitPaidCents: inv.profitPaidCents + profitCents,
      nextProfitAt: completed ? null : due,
      completedAt: completed ? at : null,
    });
    const money = (cents: number) => `${formatCents(cents)} ${currency}`;
    if (paidNow > 0) {
      const what = paidNow === 1 ? `period ${paid}` : `${paidNow} periods`;
      notes.push({
        userId: inv.userId,
        message: `You received ${money(profitCents)} profit from ${inv.schemaName} (${what})`,
        link: SCHEMA_LOGS_LINK,
        at,
        event: 'profit_paid',
      });
    }
    if (completed) {
      const capital = inv.capitalBack ? `; ${money(inv.amountCents)} capital returned to your Main Wallet` : '';
      notes.push({
        userId: inv.userId,
        message: `Your ${inv.schemaName} investment is complete${capital}`,
        link: SCHEMA_LOGS_LINK,
        at,
        event: 'investment_completed',
      });
      completions.push({
        userId: inv.userId,
        at,
        data: { plan: inv.schemaName, capital: inv.capitalBack ? money(inv.amountCents) : '' },
      });
    }
    result.periodsPaid += paidNow;
    result.amountCents += profitCents;
    if (completed) result.completed += 1;
  }
  const transactionIds = await postCredits(tx, credits);
  const profitIds = await insertProfitRows(tx, periods, transactionIds);
  for (const capitalBack of capitalBacks) await capitalBack();
  await updateInvestments(tx, updates);
  await notify(tx, notes, until);
  for (const c of completions) await mailUser(tx, c.userId, 'investment_completed', c.data, c.at);
  await deps.events.emitAll(
    tx,
    periods.map((p, i) => ({
      kind: 'profit_paid' as const,
      userId: p.userId,
      sourceId: profitIds[i] ?? '',
      amountCents: p.amountCents,
      at: p.dueAt,
    })),
  );
  return result;
}
