import type { z } from 'zod';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { SendQuote, sendMoneyQuoteRequestSchema } from '../../../src/contract/transfers.ts';
import { investorsOnly, sessionExpired } from '../../lib/auth-middleware.ts';
import type { Deps } from '../../lib/context.ts';
import type { SessionClaims } from '../../lib/jwt.ts';
import { refusal, type Refusal } from './transfers.refusal.ts';
import { createSender, type SendAnswer, type SendRequest } from './transfers.send.ts';
// Pages the routes read unchanged; exporting them here keeps the routes off the repo.
export { transferLogPage } from './transfers.repo.ts';
export type { SendRequest } from './transfers.send.ts';

type QuoteInput = z.output<typeof sendMoneyQuoteRequestSchema>;
type Preview = { charge_cents: number; currency: string; second_factor_required: boolean; step_up_required: boolean };

/** Main wallet to another user's Main wallet; the sender pays the charge on top of the amount. */
export function createTransferService(deps: Deps) {
  const sender = createSender(deps);

  /**
   * The preview of a send: the same database function as the send itself, told to stop after its
   * checks (nothing locked or written), so every rule of a send, and its message, is written once.
   * It answers what the send would refuse now, or the charge and whether the code will be asked.
   */
  async function quote(claims: SessionClaims, input: QuoteInput): Promise<SendQuote> {
    const amountCents = input.amount;
    const o = await sender.preview(claims, {
      sender_wallet_id: input.sender_wallet_id,
      recipient_email: input.recipient_email,
      amount_cents: amountCents,
      note: '',
    });
    if (o.kind === 'unauthorized') throw sessionExpired();
    if (o.kind === 'forbidden') throw investorsOnly();
    if (o.kind === 'refused') throw refusal(JSON.parse(o.body ?? '{}') as Refusal);
    if (o.kind !== 'preview') throw new Error(`send_money_request answered ${o.kind} to a preview`);
    const p = JSON.parse(o.body ?? '{}') as Preview;
    return {
      second_factor_required: p.second_factor_required,
      step_up_required: p.step_up_required,
      amount: centsToNumber(amountCents),
      charge: centsToNumber(p.charge_cents),
      receive_amount: centsToNumber(amountCents),
      total_debit: centsToNumber(amountCents + p.charge_cents),
      currency: p.currency,
    };
  }

  /** A send: its checks, the key and the money in one transaction of a batch (transfers.send.ts). */
  const send = (req: SendRequest): Promise<SendAnswer> => sender.send(req);

  return { quote, send };
}
