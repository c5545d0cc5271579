import { Hono } from 'hono';
import {
  cardIssueCreditSchema,
  cardIssueDismissSchema,
  cardIssueListQuerySchema,
  cardIssueReverseSchema,
} from '../../../src/contract/card-payments.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { createCardIssueService } from './card-issues.service.ts';
import { handleStripeWebhook } from './card-webhook.ts';

/** Mounted at /api/webhooks: Stripe's deliveries, authenticated by their signature (no session). */
export function stripeWebhookRoutes(deps: Deps) {
  // The raw text, untouched: the signature is over the exact bytes Stripe sent.
  return new Hono<AppEnv>().post('/stripe', async (c) =>
    c.json(await handleStripeWebhook(deps, await c.req.text(), c.req.header('stripe-signature'))),
  );
}

/** Mounted at /api/admin: refunds, disputes, payments for another amount and unusable events of card deposits, and the admin's decision on each. */
export function cardIssueAdminRoutes(deps: Deps, guards: AuthGuards) {
  const issues = createCardIssueService(deps);
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  return new Hono<AppEnv>()
    .get('/card-payment-issues', ...asAdmin, async (c) =>
      c.json(await issues.list(queryParams(c, cardIssueListQuerySchema).status)),
    )
    .post('/card-payment-issues/:id/reverse', ...asAdmin, idempotency(deps), async (c) => {
      // The body is optional: without one the suggested amount is reversed.
      const hasBody = Number(c.req.header('content-length') ?? '0') > 0 || Boolean(c.req.header('content-type'));
      const body = hasBody ? await jsonBody(c, cardIssueReverseSchema) : {};
      return c.json(await issues.reverse(c.get('user').id, c.req.param('id'), body));
    })
    .post('/card-payment-issues/:id/credit', ...asAdmin, idempotency(deps), async (c) => {
      // The body is optional: without one the suggested amount is credited.
      const hasBody = Number(c.req.header('content-length') ?? '0') > 0 || Boolean(c.req.header('content-type'));
      const body = hasBody ? await jsonBody(c, cardIssueCreditSchema) : {};
      return c.json(await issues.credit(c.get('user').id, c.req.param('id'), body));
    })
    .post('/card-payment-issues/:id/dismiss', ...asAdmin, idempotency(deps), async (c) =>
      c.json(
        await issues.dismiss(c.get('user').id, c.req.param('id'), (await jsonBody(c, cardIssueDismissSchema)).reason),
      ),
    );
}
