import type { z } from 'zod';
import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import type { MoneyResult } from '../../../src/contract/transfers.ts';
import type { ChargeQuote, exchangeRequestSchema } from '../../../src/contract/wallet.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, fieldError, unprocessable } from '../../lib/errors.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { computeCharge, moneyToCents, percentToBasisPoints } from '../ledger/ledger.charge.ts';
import { ownedWallets, walletTypeOf } from '../ledger/ledger.lookup.ts';
import { post, type WalletRow } from '../ledger/ledger.post.ts';
import { sideFromDeltas, transactionView } from '../ledger/ledger.view.ts';
import { getSettings } from '../settings/settings.service.ts';
import { toPublicWallet } from '../wallets/wallets.service.ts';
import { recordAnswer } from '../idempotency/idempotency.answer.ts';

type ExchangeInput = z.output<typeof exchangeRequestSchema>;
type Plan = { from: WalletRow; to: WalletRow; amountCents: number; chargeCents: number; receiveCents: number };

/** Moves money between a user's own Main and Profit wallets; the charge comes out of the amount sent. */
export function createExchangeService(deps: Deps) {
  /** Everything both calculate-charge and exchange-now check, in the same order. */
  async function plan(userId: string, input: ExchangeInput): Promise<Plan> {
    if (input.from_wallet_id === input.to_wallet_id)
      throw fieldError('to_wallet_id', 'must be a different wallet from from_wallet_id');
    const [owned, settings] = await Promise.all([
      ownedWallets(deps.db, userId, [input.from_wallet_id, input.to_wallet_id]),
      getSettings(deps.db),
    ]);
    const from = owned.get(input.from_wallet_id);
    if (!from)
      throw new AppError(404, 'NOT_FOUND', 'Wallet not found', { from_wallet_id: 'is not one of your wallets' });
    const to = owned.get(input.to_wallet_id);
    if (!to) throw new AppError(404, 'NOT_FOUND', 'Wallet not found', { to_wallet_id: 'is not one of your wallets' });
    const chargeCents = computeCharge(input.amount, {
      fixedCents: moneyToCents(settings.exchangeChargeFixed),
      percentBasisPoints: percentToBasisPoints(settings.exchangeChargePercent),
    });
    if (chargeCents >= input.amount) {
      throw unprocessable(
        `The amount must be more than the exchange charge of ${formatCents(chargeCents)}`,
        'BUSINESS_RULE',
        {
          amount: `must be more than the charge of ${formatCents(chargeCents)}`,
        },
      );
    }
    return { from, to, amountCents: input.amount, chargeCents, receiveCents: input.amount - chargeCents };
  }

  async function quote(userId: string, input: ExchangeInput): Promise<ChargeQuote> {
    const p = await plan(userId, input);
    return {
      amount: centsToNumber(p.amountCents),
      charge: centsToNumber(p.chargeCents),
      receive_amount: centsToNumber(p.receiveCents),
      total_debit: centsToNumber(p.amountCents),
      currency: p.from.currency,
    };
  }

  async function exchange(userId: string, input: ExchangeInput): Promise<MoneyResult> {
    const p = await plan(userId, input);
    const mine = new Map([p.from, p.to].map((w) => [w.id, walletTypeOf(w)]));
    return deps.db.transaction(async (tx) => {
      const result = await post(tx, {
        type: 'exchange',
        description: `Exchange from ${p.from.name} to ${p.to.name}`,
        userId,
        amountCents: p.amountCents,
        chargeCents: p.chargeCents,
        metadata: { fromWalletId: p.from.id, toWalletId: p.to.id, receiveCents: p.receiveCents },
        postings: [
          { walletId: p.from.id, amountCents: -p.amountCents },
          { walletId: p.to.id, amountCents: p.receiveCents },
          { walletId: systemWalletId('fees_earned'), amountCents: p.chargeCents },
        ],
        at: deps.now(),
        insufficient: { message: `Insufficient balance in your ${p.from.name}` },
      });
      // The answer commits with the money (idempotency.answer.ts).
      return recordAnswer(tx, 200, {
        message: 'Wallet exchange completed successfully',
        transaction: transactionView(result.transaction, userId, sideFromDeltas(result.deltas, mine)),
        wallets: [...result.wallets].sort((a, b) => a.type.localeCompare(b.type)).map(toPublicWallet),
      });
    });
  }

  return { quote, exchange };
}
