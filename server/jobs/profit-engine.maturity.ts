import { and, eq } from 'drizzle-orm';
import { returnableCents } from '../../src/contract/compounding.ts';
import { formatCents } from '../../src/contract/cents.ts';
import { nextDueAt, profitPerPeriodCents } from '../../src/contract/investment-terms.ts';
import type { Tx } from '../db/client.ts';
import { investmentSchemas, investments } from '../db/schema-investments.ts';
import { systemWalletId } from '../modules/ledger/ledger.accounts.ts';
import { post } from '../modules/ledger/ledger.post.ts';
import type { NewNotification } from '../modules/notifications/notify.ts';

type InvestmentRow = typeof investments.$inferSelect;

/** Why a reinvest at maturity could not start a new investment (the notice words it per language). */
type Refusal = { outcome: 'gone' | 'exact' | 'min' | 'max'; limit: string };

/** What a maturity did, for the batch's notification and mail: `outcome` is '' when nothing was to reinvest. */
export type Maturity = {
  returnedCents: number;
  renewedId: string | null;
  outcome: '' | 'renewed' | Refusal['outcome'];
  limit: string;
};

/** Why a reinvest at maturity could not start a new investment, or null when it can. */
async function renewalRefusal(tx: Tx, inv: InvestmentRow, amount: number): Promise<Refusal | null> {
  const [schema] = await tx
    .select()
    .from(investmentSchemas)
    .where(and(eq(investmentSchemas.id, inv.schemaId), eq(investmentSchemas.active, true)))
    .limit(1);
  if (!schema) return { outcome: 'gone', limit: '' };
  if (schema.amountType === 'fixed' && amount !== schema.minAmountCents)
    return { outcome: 'exact', limit: formatCents(schema.minAmountCents) };
  if (amount < schema.minAmountCents) return { outcome: 'min', limit: formatCents(schema.minAmountCents) };
  if (amount > schema.maxAmountCents) return { outcome: 'max', limit: formatCents(schema.maxAmountCents) };
  return null;
}

/**
 * The maturity step of one completed investment, inside the engine's batch transaction (the
 * investment row and the user's wallets are locked): returns what is owed of the principal to
 * the Main wallet and, when the investor chose "reinvest", invests it again at once in a new
 * investment of the same schema at the same terms (the renewed_from_id unique key refuses a
 * second renewal of one maturity). When the schema is closed or the amount is out of its range
 * now, the money stays paid out and the note says why.
 */
export async function mature(tx: Tx, inv: InvestmentRow, mainWalletId: string, at: Date): Promise<Maturity> {
  const returned = returnableCents(inv);
  if (returned <= 0) return { returnedCents: 0, renewedId: null, outcome: '', limit: '' };
  await post(tx, {
    type: 'capital_back',
    description: `Capital returned from ${inv.schemaName}`,
    userId: inv.userId,
    amountCents: returned,
    metadata: { investmentId: inv.id },
    postings: [
      { walletId: systemWalletId('investments_held'), amountCents: -returned },
      { walletId: mainWalletId, amountCents: returned },
    ],
    at,
  });
  if (inv.atMaturity !== 'reinvest' || !inv.capitalBack)
    return { returnedCents: returned, renewedId: null, outcome: '', limit: '' };
  const refusal = await renewalRefusal(tx, inv, returned);
  if (refusal) return { returnedCents: returned, renewedId: null, ...refusal };

  const posted = await post(tx, {
    type: 'investment',
    description: `Reinvested in ${inv.schemaName} at maturity`,
    userId: inv.userId,
    amountCents: returned,
    metadata: { schemaId: inv.schemaId, schemaName: inv.schemaName, walletType: 'main', renewedFromId: inv.id },
    postings: [
      { walletId: mainWalletId, amountCents: -returned },
      { walletId: systemWalletId('investments_held'), amountCents: returned },
    ],
    at,
  });
  const [row] = await tx
    .insert(investments)
    .values({
      userId: inv.userId,
      schemaId: inv.schemaId,
      schemaName: inv.schemaName,
      amountCents: returned,
      principalCents: returned,
      sourceWallet: 'main',
      returnType: inv.returnType,
      returnValue: inv.returnValue,
      intervalHours: inv.intervalHours,
      periods: inv.periods,
      capitalBack: inv.capitalBack,
      offDays: [...inv.offDays],
      profitPerPeriodCents: profitPerPeriodCents(inv, returned),
      nextProfitAt: nextDueAt(at, inv),
      compounding: inv.compounding,
      reinvestProfit: inv.reinvestProfit,
      atMaturity: 'reinvest',
      earlyExitPenaltyBp: inv.earlyExitPenaltyBp,
      earlyExitMinPeriods: inv.earlyExitMinPeriods,
      renewedFromId: inv.id,
      transactionId: posted.transaction.id,
      createdAt: at,
    })
    .returning({ id: investments.id });
  if (!row) throw new Error('renewal insert returned nothing');
  return { returnedCents: returned, renewedId: row.id, outcome: 'renewed', limit: '' };
}

/** The completion notice: what came back, where it went, and why a reinvest did not happen. */
export function maturityNotice(
  inv: InvestmentRow,
  m: Maturity,
  money: (cents: number) => string,
  link: string,
  at: Date,
): NewNotification {
  const capitalBack = m.returnedCents > 0 && !m.renewedId;
  return {
    userId: inv.userId,
    notice: {
      name: 'investment_completed',
      values: {
        plan: inv.schemaName,
        capitalBack: capitalBack ? 'yes' : 'no',
        capital: capitalBack ? money(m.returnedCents) : '',
        outcome: m.outcome || 'none',
        limit: m.limit,
      },
    },
    link,
    at,
    event: 'investment_completed',
  };
}
