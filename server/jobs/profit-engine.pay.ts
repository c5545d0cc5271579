import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatCents } from '../../src/contract/cents.ts';
import { stepPeriod } from '../../src/contract/compounding.ts';
import { nextDueAt, profitPerPeriodCents } from '../../src/contract/investment-terms.ts';
import { queryRows, type Tx } from '../db/client.ts';
import { wallets } from '../db/schema.ts';
import { investments } from '../db/schema-investments.ts';
import type { Deps } from '../lib/context.ts';
import { systemWalletId } from '../modules/ledger/ledger.accounts.ts';
import { postCredits, type BulkCredit } from '../modules/ledger/ledger.bulk.ts';
import { mailUser } from '../modules/mail/mail.outbox.ts';
import { notify, type NewNotification } from '../modules/notifications/notify.ts';
import { commissionLevels } from '../modules/referrals/referrals.commissions.ts';
import { mature, maturityNotice } from './profit-engine.maturity.ts';

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

type Money = (cents: number) => string;
type InvestmentUpdate = {
  id: string;
  periodsPaid: number;
  profitPaidCents: number;
  principalCents: number;
  profitPerPeriodCents: number;
  nextProfitAt: Date | null;
  completedAt: Date | null;
};

async function updateInvestments(tx: Tx, updates: InvestmentUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const rows = updates.map((u) => ({
    id: u.id,
    paid: u.periodsPaid,
    profit: u.profitPaidCents,
    principal: u.principalCents,
    per: u.profitPerPeriodCents,
    next: u.nextProfitAt?.toISOString() ?? null,
    done: u.completedAt?.toISOString() ?? null,
  }));
  await tx.execute(sql`
    UPDATE investments i SET periods_paid = u.paid, profit_paid_cents = u.profit, next_profit_at = u.next,
      principal_cents = u.principal, profit_per_period_cents = u.per,
      status = CASE WHEN u.done IS NULL THEN 'active' ELSE 'completed' END, completed_at = u.done
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS u(id uuid, paid int, profit bigint, principal bigint, per bigint, next timestamptz, done timestamptz)
    WHERE i.id = u.id AND i.status = 'active'`);
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
  const maturities: Array<{ inv: typeof investments.$inferSelect; mainWalletId: string; at: Date; money: Money }> = [];
  let budget = limits.periods;
  for (const { inv, profitWalletId, mainWalletId, currency } of claimed) {
    let due = inv.nextProfitAt;
    let paid = inv.periodsPaid;
    let paidNow = 0;
    let principal = inv.principalCents;
    let profitCents = 0;
    let lastDue: Date | null = null;
    // A profit is reinvested only where the schema allowed compounding when the investment was made.
    const reinvest = inv.compounding && inv.reinvestProfit;
    const isDone = () => inv.periods !== null && paid >= inv.periods;
    // Every claimed row was due, so at least one period is paid even when the budget is spent.
    while (due && due <= until && !isDone() && (paidNow === 0 || budget > 0)) {
      paid += 1;
      const step = stepPeriod(inv, principal, reinvest);
      periods.push({
        investmentId: inv.id,
        userId: inv.userId,
        period: paid,
        amountCents: step.profitCents,
        dueAt: due,
      });
      const of = `period ${paid}${inv.periods === null ? '' : ` of ${inv.periods}`}`;
      credits.push({
        type: 'profit',
        description: reinvest
          ? `Profit from ${inv.schemaName} reinvested (${of})`
          : `Profit from ${inv.schemaName} (${of})`,
        userId: inv.userId,
        // A reinvested profit grows the investment: it goes to the investments held, not the Profit wallet.
        walletId: reinvest ? systemWalletId('investments_held') : profitWalletId,
        fromWalletId: systemWalletId('profit_paid'),
        amountCents: step.profitCents,
        metadata: { investmentId: inv.id, period: paid, ...(reinvest ? { reinvested: true } : {}) },
        at: due,
      });
      principal = step.principalCents;
      profitCents += step.profitCents;
      paidNow += 1;
      budget -= 1;
      lastDue = due;
      due = nextDueAt(due, inv);
    }
    const completed = isDone();
    const at = lastDue ?? until;
    const money: Money = (cents) => `${formatCents(cents)} ${currency}`;
    updates.push({
      id: inv.id,
      periodsPaid: paid,
      profitPaidCents: inv.profitPaidCents + profitCents,
      principalCents: principal,
      profitPerPeriodCents: profitPerPeriodCents(inv, principal),
      nextProfitAt: completed ? null : due,
      completedAt: completed ? at : null,
    });
    if (paidNow > 0) {
      notes.push({
        userId: inv.userId,
        notice: {
          name: 'profit_paid',
          values: {
            amount: money(profitCents),
            reinvested: reinvest ? 'yes' : 'no',
            plan: inv.schemaName,
            periods: paidNow,
            period: paid,
          },
        },
        link: SCHEMA_LOGS_LINK,
        at,
        event: 'profit_paid',
      });
    }
    if (completed) maturities.push({ inv: { ...inv, principalCents: principal }, mainWalletId, at, money });
    result.periodsPaid += paidNow;
    result.amountCents += profitCents;
    if (completed) result.completed += 1;
  }
  const transactionIds = await postCredits(tx, credits);
  const profitIds = await insertProfitRows(tx, periods, transactionIds);
  await updateInvestments(tx, updates);
  for (const m of maturities) {
    const done = await mature(tx, m.inv, m.mainWalletId, m.at);
    notes.push(maturityNotice(m.inv, done, m.money, SCHEMA_LOGS_LINK, m.at));
    const capital = done.returnedCents > 0 ? m.money(done.returnedCents) : '';
    await mailUser(tx, m.inv.userId, 'investment_completed', { plan: m.inv.schemaName, capital }, m.at);
  }
  await notify(tx, notes, until);
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
