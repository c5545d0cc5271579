import { and, eq } from 'drizzle-orm';
import { formatCents } from '../../../src/contract/cents.ts';
import type { InvestRequest, InvestResult } from '../../../src/contract/investments.ts';
import { nextDueAt, profitPerPeriodCents, type Terms } from '../../../src/contract/investment-terms.ts';
import { wallets } from '../../db/schema.ts';
import { investments } from '../../db/schema-investments.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { lockWallets } from '../ledger/ledger.lock.ts';
import { post } from '../ledger/ledger.post.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { toPublicWallet } from '../wallets/wallets.service.ts';
import { investmentView } from './investments.view.ts';
import { assertCanReinvestAtMaturity } from './investments.choices.ts';
import { activeSchema } from './schemas.service.ts';
import { recordAnswer } from '../idempotency/idempotency.answer.ts';
// Pages the routes read unchanged; exporting them here keeps the routes off the repo.
export { adminInvestmentPage, portfolio, userInvestmentPage } from './investments.repo.ts';

export const SCHEMA_LOGS_LINK = '/user/schema-logs';

const amountRule = (message: string) => new AppError(422, 'LIMIT_EXCEEDED', message, { amount: message });

/**
 * Invest Now: checks the schema's amount rule, then in one transaction moves the amount from the
 * chosen wallet to the investments-held account, writes the investment with a copy of the terms
 * and its first due time, and emits 'investment_made' (referral commissions, badges).
 */
export function createInvestmentService(deps: Deps) {
  async function invest(user: AuthUser, input: InvestRequest): Promise<InvestResult> {
    const schema = await activeSchema(deps.db, input.schema_id);
    const amount = input.amount;
    if (schema.amountType === 'fixed' && amount !== schema.minAmountCents) {
      throw amountRule(`This schema takes exactly ${formatCents(schema.minAmountCents)}`);
    }
    if (amount < schema.minAmountCents)
      throw amountRule(`The minimum investment in ${schema.name} is ${formatCents(schema.minAmountCents)}`);
    if (amount > schema.maxAmountCents)
      throw amountRule(`The maximum investment in ${schema.name} is ${formatCents(schema.maxAmountCents)}`);
    if (input.reinvest_profit && !schema.compounding)
      throw unprocessable(`${schema.name} does not allow reinvesting profit`, 'BUSINESS_RULE', {
        reinvest_profit: 'this schema does not allow compounding',
      });
    if (input.at_maturity === 'reinvest') assertCanReinvestAtMaturity(schema);

    const [wallet] = await deps.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, user.id), eq(wallets.type, input.wallet_type)))
      .limit(1);
    if (!wallet) throw new AppError(404, 'NOT_FOUND', 'Wallet not found', { wallet_type: 'you have no such wallet' });

    const terms: Terms = {
      returnType: schema.returnType,
      returnValue: schema.returnValue,
      intervalHours: schema.intervalHours,
      periods: schema.periods,
      capitalBack: schema.capitalBack,
      offDays: schema.offDays,
    };
    const at = deps.now();
    const result = await deps.db.transaction(async (tx) => {
      // The event's handlers post too (the referrers' commissions, badge bonuses): every wallet
      // of the operation is locked here, in one id order, before the first lock.
      await lockWallets(tx, [
        wallet.id,
        ...(await deps.events.walletsToLock(tx, { kind: 'investment_made', userId: user.id })),
      ]);
      const posted = await post(tx, {
        type: 'investment',
        description: `Invested in ${schema.name}`,
        userId: user.id,
        amountCents: amount,
        metadata: { schemaId: schema.id, schemaName: schema.name, walletType: input.wallet_type },
        postings: [
          { walletId: wallet.id, amountCents: -amount },
          { walletId: systemWalletId('investments_held'), amountCents: amount },
        ],
        at,
        insufficient: { message: `Insufficient balance in your ${wallet.name}` },
      });
      const [row] = await tx
        .insert(investments)
        .values({
          userId: user.id,
          schemaId: schema.id,
          schemaName: schema.name,
          amountCents: amount,
          sourceWallet: input.wallet_type,
          returnType: terms.returnType,
          returnValue: terms.returnValue,
          intervalHours: terms.intervalHours,
          periods: terms.periods,
          capitalBack: terms.capitalBack,
          offDays: [...terms.offDays],
          profitPerPeriodCents: profitPerPeriodCents(terms, amount),
          principalCents: amount,
          compounding: schema.compounding,
          reinvestProfit: input.reinvest_profit,
          atMaturity: input.at_maturity,
          earlyExitPenaltyBp: schema.earlyExitPenaltyBp,
          earlyExitMinPeriods: schema.earlyExitMinPeriods,
          nextProfitAt: nextDueAt(at, terms),
          transactionId: posted.transaction.id,
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('investment insert returned nothing');
      await notify(
        tx,
        {
          userId: user.id,
          notice: {
            name: 'investment_made',
            values: { amount: `${formatCents(amount)} ${wallet.currency}`, plan: schema.name },
          },
          link: SCHEMA_LOGS_LINK,
          event: 'investment_made',
        },
        at,
      );
      await mailUser(
        tx,
        user.id,
        'investment_made',
        { amount: `${formatCents(amount)} ${wallet.currency}`, plan: schema.name },
        at,
      );
      await deps.events.emit(tx, {
        kind: 'investment_made',
        userId: user.id,
        sourceId: row.id,
        amountCents: amount,
        at,
      });
      // The answer commits with the money (idempotency.answer.ts): the route answers 201.
      return recordAnswer(tx, 201, {
        message: 'Investment created successfully',
        investment: investmentView(row),
        wallets: posted.wallets.filter((w) => w.userId === user.id).map(toPublicWallet),
      });
    });
    return result;
  }

  return { invest };
}
