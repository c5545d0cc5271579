import { and, asc, eq, lt } from 'drizzle-orm';
import type { Job } from '../../jobs/job.ts';
import { cardCheckouts } from '../../db/schema-card-payments.ts';
import type { Deps } from '../../lib/context.ts';
import { outcomeOfSession, settleSession, type SettleResult } from './card-settlement.ts';
import { stripeFor } from './stripe-client.ts';

/** A session this old that no webhook settled is asked about (Stripe usually answers a payment within seconds). */
export const RECONCILE_AFTER_MS = 15 * 60_000;
const BATCH = 50;

export type ReconcileReport = { checked: number; settled: Partial<Record<SettleResult, number>>; errors: number };

/**
 * Lost webhooks: every Checkout session still open after RECONCILE_AFTER_MS is looked up at
 * Stripe and settled from its answer (paid: credited once, through the same guarded path as the
 * webhook; expired: marked). A session Stripe still reports open, or complete but unpaid (a
 * delayed method), is left for a later run. One failed lookup does not stop the others.
 */
export async function reconcileCardSessions(deps: Deps, olderThanMs = RECONCILE_AFTER_MS): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, settled: {}, errors: 0 };
  const env = deps.env.stripe;
  if (!env) return report;
  const stripe = await stripeFor(env);
  const cutoff = new Date(deps.now().getTime() - olderThanMs);
  const open = await deps.db
    .select({ sessionId: cardCheckouts.sessionId })
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.status, 'open'), lt(cardCheckouts.createdAt, cutoff)))
    .orderBy(asc(cardCheckouts.createdAt))
    .limit(BATCH);
  for (const { sessionId } of open) {
    report.checked++;
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const outcome = outcomeOfSession(session);
      if (!outcome) continue;
      const result = await deps.db.transaction((tx) => settleSession(deps, tx, session, outcome, deps.now()));
      report.settled[result] = (report.settled[result] ?? 0) + 1;
    } catch (err) {
      report.errors++;
      deps.log.warn('card session reconciliation failed', {
        sessionId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
  return report;
}

export const cardReconcileJob: Job = {
  name: 'card-reconcile',
  everyMs: 60_000,
  run: async (deps) => void (await reconcileCardSessions(deps)),
};
