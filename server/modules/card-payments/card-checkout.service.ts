import { eq } from 'drizzle-orm';
import type { Deposit } from '../../../src/contract/deposits.ts';
import { cardCheckouts } from '../../db/schema-card-payments.ts';
import { deposits } from '../../db/schema-deposits.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { humanCode } from '../../lib/secrets.ts';
import type { DepositMethodRow } from '../deposits/deposit-methods.service.ts';
import { toDepositView } from '../deposits/deposits.view.ts';
import { requireStripe } from './stripe-client.ts';

export type CardPlan = { method: DepositMethodRow; amountCents: number; chargeCents: number; pay: string };
export type CardDepositResult = { message: string; deposit: Deposit; checkoutUrl: string };

/** "12.34" (two decimals, from payAmount) as integer minor units, without floats. */
export const toMinorUnits = (pay: string): number => Number(pay.replace('.', ''));

/** Where Checkout sends the investor back: the page that polls the deposit until it is settled. */
export const cardReturnUrl = (appUrl: string, depositId: string, cancelled = false) =>
  `${appUrl}/user/deposit/card-return?deposit=${depositId}${cancelled ? '&cancelled=1' : ''}`;

/**
 * A card deposit: the pending row first (its id names the payment everywhere), then the Checkout
 * session, created with an idempotency key derived from the deposit so a retried call cannot open
 * a second session. The session carries the deposit id as client_reference_id and metadata, and
 * on its PaymentIntent, so refunds and disputes find the deposit too. If Stripe refuses or cannot
 * be reached, the deposit is marked failed (nothing was charged) and the answer is 503.
 */
export async function createCardDeposit(deps: Deps, user: AuthUser, p: CardPlan): Promise<CardDepositResult> {
  const { stripe } = await requireStripe(deps);
  const at = deps.now();
  const [row] = await deps.db
    .insert(deposits)
    .values({
      reference: `DEP${humanCode(10)}`,
      userId: user.id,
      methodId: p.method.id,
      methodName: p.method.name,
      kind: 'card',
      currency: p.method.currency,
      network: '',
      address: '',
      instructions: p.method.instructions,
      rate: p.method.rate,
      payAmount: p.pay,
      amountCents: p.amountCents,
      chargeCents: p.chargeCents,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('deposit insert returned nothing');
  const amountMinor = toMinorUnits(p.pay);
  const metadata = { deposit_id: row.id, deposit_reference: row.reference };
  let session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: row.id,
        metadata,
        payment_intent_data: { metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: p.method.currency.toLowerCase(),
              unit_amount: amountMinor,
              product_data: { name: `Deposit ${row.reference}` },
            },
          },
        ],
        success_url: cardReturnUrl(deps.env.appUrl, row.id),
        cancel_url: cardReturnUrl(deps.env.appUrl, row.id, true),
      },
      { idempotencyKey: `deposit-checkout-${row.id}` },
    );
  } catch (err) {
    deps.log.warn('stripe checkout session not created', {
      depositId: row.id,
      error: err instanceof Error ? err.message : String(err),
    });
    await deps.db
      .update(deposits)
      .set({ status: 'failed', rejectionReason: 'The card payment could not be started', reviewedAt: at })
      .where(eq(deposits.id, row.id));
    throw new AppError(
      503,
      'SERVICE_UNAVAILABLE',
      'The card payment could not be started. Nothing was charged; please try again.',
    );
  }
  if (!session.url) throw new Error(`stripe session ${session.id} has no url`);
  await deps.db.insert(cardCheckouts).values({
    depositId: row.id,
    sessionId: session.id,
    checkoutUrl: session.url,
    amountMinor,
    currency: p.method.currency.toUpperCase(),
    createdAt: at,
  });
  return { message: 'Continue to the secure card payment page', deposit: toDepositView(row), checkoutUrl: session.url };
}
