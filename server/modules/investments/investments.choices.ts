import { and, eq } from 'drizzle-orm';
import type { AtMaturity, Investment } from '../../../src/contract/investments.ts';
import type { InvestmentChanged } from '../../../src/contract/investment-exit.ts';
import { investments } from '../../db/schema-investments.ts';
import type { Tx } from '../../db/client.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { investmentView, type InvestmentRow } from './investments.view.ts';

/** Reinvest at maturity needs a maturity and capital that comes back at it. */
export function assertCanReinvestAtMaturity(terms: { periods: number | null; capitalBack: boolean; name?: string }) {
  if (terms.periods === null)
    throw unprocessable('A lifetime plan never matures', 'BUSINESS_RULE', {
      at_maturity: 'a lifetime plan has no maturity',
    });
  if (!terms.capitalBack)
    throw unprocessable('This plan returns no capital at maturity', 'BUSINESS_RULE', {
      at_maturity: 'this plan returns no capital to reinvest',
    });
}

/** The investor's own active investment, locked: the engine claims rows with SKIP LOCKED, so it waits or skips. */
export async function lockOwnActive(tx: Tx, userId: string, id: string): Promise<InvestmentRow> {
  if (!isUuid(id)) throw notFound('Investment not found');
  const [row] = await tx
    .select()
    .from(investments)
    .where(and(eq(investments.id, id), eq(investments.userId, userId)))
    .for('update');
  if (!row) throw notFound('Investment not found');
  if (row.status !== 'active')
    throw unprocessable(`This investment is ${row.status}`, 'BUSINESS_RULE', { id: `the investment is ${row.status}` });
  return row;
}

/**
 * The two choices an investor may change while an investment runs: whether each period's profit
 * is reinvested (from the next unpaid period on) and what happens at maturity. Both are row-locked
 * guarded updates of an active investment, so a change never lands on a matured or exited one.
 */
export function createInvestmentChoices(deps: Deps) {
  async function change(
    user: AuthUser,
    id: string,
    apply: (row: InvestmentRow) => Partial<InvestmentRow>,
    message: string,
  ): Promise<InvestmentChanged> {
    return deps.db.transaction(async (tx) => {
      const row = await lockOwnActive(tx, user.id, id);
      const set = apply(row);
      const [updated] = await tx.update(investments).set(set).where(eq(investments.id, row.id)).returning();
      if (!updated) throw notFound('Investment not found');
      const investment: Investment = investmentView(updated);
      return { message, investment };
    });
  }

  const setReinvest = (user: AuthUser, id: string, reinvest: boolean) =>
    change(
      user,
      id,
      (row) => {
        if (reinvest && !row.compounding)
          throw unprocessable(`${row.schemaName} does not allow reinvesting profit`, 'BUSINESS_RULE', {
            reinvest_profit: 'this schema does not allow compounding',
          });
        return { reinvestProfit: reinvest };
      },
      reinvest ? 'Profit will be reinvested' : 'Profit will be paid to your Profit wallet',
    );

  const setAtMaturity = (user: AuthUser, id: string, choice: AtMaturity) =>
    change(
      user,
      id,
      (row) => {
        if (choice === 'reinvest') assertCanReinvestAtMaturity(row);
        return { atMaturity: choice };
      },
      choice === 'reinvest'
        ? 'The investment will be reinvested at maturity'
        : 'The investment will pay out at maturity',
    );

  return { setReinvest, setAtMaturity };
}
