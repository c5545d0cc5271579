import type Stripe from 'stripe';
import type { StripeEnv } from '../../env.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';

const clients = new Map<string, Stripe>();
/** The SDK loads with the first card operation, not at every start (docs/decisions/0062-lazy-sdks.md). */
const sdk = async () => (await import('stripe')).default;

/**
 * The SDK for the configured account, one per key and API base. STRIPE_API_BASE only moves the
 * host (tests point it at a local stand-in); the SDK's own retries stay off, because our callers
 * retry at their level (the reconciliation job, Stripe's webhook redelivery) with the same keys.
 */
export async function stripeFor(env: StripeEnv): Promise<Stripe> {
  const key = `${env.secretKey}|${env.apiBase}`;
  let client = clients.get(key);
  if (!client) {
    const base = new URL(env.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    const Sdk = await sdk();
    client = new Sdk(env.secretKey, {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
      maxNetworkRetries: 0,
      timeout: 20_000,
    });
    clients.set(key, client);
  }
  return client;
}

/** The configured Stripe, or the refusal every card operation gives without it. */
export async function requireStripe(deps: Pick<Deps, 'env'>): Promise<{ stripe: Stripe; env: StripeEnv }> {
  const env = deps.env.stripe;
  if (!env) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Card payments are not configured on this server');
  return { stripe: await stripeFor(env), env };
}
