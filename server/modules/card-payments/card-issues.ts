import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatCents } from '../../../src/contract/cents.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { cardCheckouts, cardPaymentIssues } from '../../db/schema-card-payments.ts';
import { deposits } from '../../db/schema-deposits.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { notify } from '../notifications/notify.ts';

export const CARD_ISSUES_LINK = '/admin/card-payments';

type Found = { depositId: string; userId: string; reference: string; netCents: number; rate: string };

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null);

/** The card deposit a charge paid: by the deposit id the session put on the PaymentIntent, else by the PaymentIntent id. */
async function findDepositOfCharge(
  tx: Tx,
  metadata: Record<string, string> | null | undefined,
  paymentIntentId: string | null,
): Promise<Found | undefined> {
  const fromMeta = metadata?.['deposit_id'];
  const byId = fromMeta && isUuid(fromMeta) ? eq(deposits.id, fromMeta) : undefined;
  const byIntent = paymentIntentId ? eq(cardCheckouts.paymentIntentId, paymentIntentId) : undefined;
  const where = byId ?? byIntent;
  if (!where) return undefined;
  const [row] = await tx
    .select({
      depositId: deposits.id,
      userId: deposits.userId,
      reference: deposits.reference,
      amount: deposits.amountCents,
      charge: deposits.chargeCents,
      rate: deposits.rate,
    })
    .from(deposits)
    .leftJoin(cardCheckouts, eq(cardCheckouts.depositId, deposits.id))
    .where(and(where, eq(deposits.kind, 'card')))
    .limit(1);
  return row
    ? {
        depositId: row.depositId,
        userId: row.userId,
        reference: row.reference,
        netCents: row.amount - row.charge,
        rate: row.rate,
      }
    : undefined;
}

/** Minor units of the card currency in site cents at the deposit's rate (site units per card unit), rounded half up. */
export function toSiteCents(minor: number, rate: string): number {
  const [whole = '0', frac = ''] = rate.split('.');
  const scaled = BigInt(whole + frac.padEnd(8, '0').slice(0, 8));
  return Number((BigInt(minor) * scaled * 2n + 100_000_000n) / 200_000_000n);
}

/**
 * Records a refund or dispute Stripe reported, once per event (unique event id), and tells every
 * admin. Nothing is taken from the investor here: the suggested amount (what was refunded since
 * the last report, at most what the deposit credited) waits for an admin's decision.
 */
export async function recordCardIssue(tx: Tx, event: Stripe.Event, at: Date): Promise<'recorded' | 'unknown_charge'> {
  let kind: 'refund' | 'dispute';
  let chargeId: string;
  let minor: number;
  let currency: string;
  let reason: string | null = null;
  let found: Found | undefined;
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    kind = 'refund';
    chargeId = charge.id;
    currency = charge.currency;
    found = await findDepositOfCharge(tx, charge.metadata, idOf(charge.payment_intent));
    // amount_refunded is the running total: this report is what was refunded since the ones recorded before.
    const [prev] = await queryRows<{ total: string | number }>(
      tx,
      sql`SELECT COALESCE(SUM(amount_minor), 0) AS total FROM card_payment_issues WHERE kind = 'refund' AND charge_id = ${chargeId}`,
    );
    minor = Math.max(0, charge.amount_refunded - Number(prev?.total ?? 0));
  } else if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object;
    kind = 'dispute';
    chargeId = idOf(dispute.charge) ?? '';
    currency = dispute.currency;
    minor = dispute.amount;
    reason = dispute.reason;
    found = await findDepositOfCharge(tx, dispute.metadata, idOf(dispute.payment_intent));
  } else {
    return 'unknown_charge';
  }
  const suggested = found ? Math.min(found.netCents, toSiteCents(minor, found.rate)) : 0;
  await tx.insert(cardPaymentIssues).values({
    kind,
    eventId: event.id,
    depositId: found?.depositId ?? null,
    userId: found?.userId ?? null,
    chargeId,
    amountMinor: minor,
    currency: currency.toUpperCase(),
    suggestedCents: suggested,
    reason,
    createdAt: at,
  });
  const notice = {
    name: 'card_payment_issue' as const,
    values: {
      kind,
      amount: `${formatCents(minor)} ${currency.toUpperCase()}`,
      found: found ? 'yes' : 'no',
      reference: found?.reference ?? '',
      charge: chargeId,
      suggested: `${formatCents(suggested)} USD`,
    },
  };
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  await notify(
    tx,
    admins.map((a) => ({ userId: a.id, notice, link: CARD_ISSUES_LINK, event: 'card_payment_issue' as const })),
    at,
  );
  return found ? 'recorded' : 'unknown_charge';
}
