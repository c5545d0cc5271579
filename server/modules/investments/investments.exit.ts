import { and, eq } from 'drizzle-orm';
import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import { exitPenaltyCents, returnableCents } from '../../../src/contract/compounding.ts';
import type { ExitQuote, ExitResult } from '../../../src/contract/investment-exit.ts';
import type { Queryable } from '../../db/client.ts';
import { wallets } from '../../db/schema.ts';
import { investments } from '../../db/schema-investments.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { recordAnswer } from '../idempotency/idempotency.answer.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { post } from '../ledger/ledger.post.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { toPublicWallet } from '../wallets/wallets.service.ts';
import { lockOwnActive } from './investments.choices.ts';
import { investmentView, type InvestmentRow } from './investments.view.ts';

const SCHEMA_LOGS_LINK = '/user/schema-logs';

type Figures = { capital: number; penalty: number; net: number; profitKept: number; bp: number };

/** The quote's money, or the reason this investment cannot be left now (422 naming `id`). */
function figures(row: InvestmentRow): Figures {
  if (row.status !== 'active')
    throw unprocessable(`This investment is ${row.status}`, 'BUSINESS_RULE', { id: `the investment is ${row.status}` });
  const bp = row.earlyExitPenaltyBp;
  if (bp === null)
    throw unprocessable(`${row.schemaName} does not allow an early exit`, 'BUSINESS_RULE', {
      id: 'this plan has no early exit',
    });
  if (row.periodsPaid < row.earlyExitMinPeriods)
    throw unprocessable(
      `${row.schemaName} allows an early exit after ${row.earlyExitMinPeriods} paid periods`,
      'BUSINESS_RULE',
      { id: `an early exit needs ${row.earlyExitMinPeriods} paid periods; ${row.periodsPaid} so far` },
    );
  const capital = returnableCents(row);
  const penalty = exitPenaltyCents(capital, bp);
  // What was reinvested is part of the principal; the rest of the profit went to the Profit wallet.
  const profitKept = row.profitPaidCents - (row.principalCents - row.amountCents);
  return { capital, penalty, net: capital - penalty, profitKept, bp };
}

function quoteOf(row: InvestmentRow, f: Figures, currency: string): ExitQuote {
  return {
    investmentId: row.id,
    capitalBack: centsToNumber(f.capital),
    penalty: centsToNumber(f.penalty),
    penaltyPercent: f.bp / 100,
    profitKept: centsToNumber(f.profitKept),
    netToWallet: centsToNumber(f.net),
    walletType: row.sourceWallet,
    currency,
  };
}

/**
 * Early exit: the quote, and the exit itself. The exit locks the investment row (FOR UPDATE);
 * the profit engine claims rows with SKIP LOCKED and only active ones, so an engine run already in
 * progress either finished its batch before the lock (the exit then sees those periods as paid)
 * or skips the row and never finds it active again: no period is paid after an exit. One ledger
 * transaction takes the principal out of the investments held, credits what is left after the
 * penalty to the wallet the investment came from, and posts the penalty to fees earned.
 */
export function createInvestmentExit(deps: Deps) {
  // Inside the exit's transaction it reads through tx: PGlite has one connection, deps.db would wait on it.
  async function walletOf(q: Queryable, userId: string, type: 'main' | 'profit') {
    const [wallet] = await q
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, userId), eq(wallets.type, type)))
      .limit(1);
    if (!wallet) throw notFound('Wallet not found');
    return wallet;
  }

  async function quote(user: AuthUser, id: string): Promise<ExitQuote> {
    if (!isUuid(id)) throw notFound('Investment not found');
    const [row] = await deps.db
      .select()
      .from(investments)
      .where(and(eq(investments.id, id), eq(investments.userId, user.id)))
      .limit(1);
    if (!row) throw notFound('Investment not found');
    const f = figures(row);
    return quoteOf(row, f, (await walletOf(deps.db, user.id, row.sourceWallet)).currency);
  }

  async function exit(user: AuthUser, id: string): Promise<ExitResult> {
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const row = await lockOwnActive(tx, user.id, id);
      const f = figures(row);
      const wallet = await walletOf(tx, user.id, row.sourceWallet);
      const postings = [
        { walletId: systemWalletId('investments_held'), amountCents: -f.capital },
        { walletId: wallet.id, amountCents: f.net },
        { walletId: systemWalletId('fees_earned'), amountCents: f.penalty },
      ].filter((p) => p.amountCents !== 0);
      const posted =
        postings.length >= 2
          ? await post(tx, {
              type: 'capital_back',
              description: `Early exit from ${row.schemaName}`,
              userId: user.id,
              amountCents: f.net,
              chargeCents: f.penalty,
              metadata: {
                investmentId: row.id,
                earlyExit: true,
                penaltyCents: f.penalty,
                periodsPaid: row.periodsPaid,
              },
              postings,
              at,
            })
          : null;
      const [updated] = await tx
        .update(investments)
        .set({ status: 'exited', exitedAt: at, completedAt: at, exitPenaltyCents: f.penalty, nextProfitAt: null })
        .where(and(eq(investments.id, row.id), eq(investments.status, 'active')))
        .returning();
      if (!updated) throw notFound('Investment not found');
      const money = (cents: number) => `${formatCents(cents)} ${wallet.currency}`;
      const notice = {
        name: 'investment_exited' as const,
        values: { plan: row.schemaName, net: money(f.net), wallet: wallet.type, penalty: money(f.penalty) },
      };
      await notify(tx, { userId: user.id, notice, link: SCHEMA_LOGS_LINK, event: 'investment_completed' }, at);
      await mailUser(tx, user.id, 'investment_completed', { plan: row.schemaName, capital: money(f.net) }, at);
      const own = posted ? posted.wallets.filter((w) => w.userId === user.id) : [wallet];
      return recordAnswer(tx, 200, {
        message: 'Investment closed early',
        quote: quoteOf(row, f, wallet.currency),
        investment: investmentView(updated),
        wallets: own.map(toPublicWallet),
      });
    });
  }

  return { quote, exit };
}
