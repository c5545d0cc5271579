import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, startAppServer, type AppServer } from '../setup/app-server.ts';
import { postJson } from '../setup/http.ts';
import { launchBrowser } from '../setup/browser.ts';
import {
  openSwept,
  seedSweepData,
  SWEEP_SIZES,
  SWEEP_THEMES,
  sweepContexts,
  type SweepPage,
} from '../setup/page-sweep.ts';
import { axeFailures, overflowFailures, targetSizeFailures } from '../setup/sweep-checks.ts';
import { StripeStandIn } from '../setup/stripe-stand-in.ts';

/**
 * Card deposits end to end in Chromium: the real server talks to the Stripe stand-in through the
 * SDK; the stand-in's hosted page plays the customer paying on Checkout (it completes the session
 * and delivers the signed webhook), then sends the browser back to the return page. Then the new
 * pages (return page, admin refunds, batch payouts) pass the layout sweep's checks on a phone.
 */
const stripe = new StripeStandIn();
let server: AppServer;
let browser: Browser;
let pages: Record<SweepPage['role'], Page>;
beforeAll(async () => {
  await stripe.start();
  [server, browser] = await Promise.all([
    startAppServer({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    }),
    launchBrowser(),
  ]);
  stripe.webhookUrl = `${server.url}/api/webhooks/stripe`;
  await seedSweepData(server.url);
  const admin = await postJson<{ token: string }>(server.url, '/api/auth/login', {
    email: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
  });
  // Methods are admin control work: the session steps up first (server/lib/admin-control.ts).
  await postJson(server.url, '/api/step-up', { password: E2E_ADMIN.password }, admin.token);
  await postJson(
    server.url,
    '/api/admin/deposit-methods',
    {
      kind: 'card',
      name: 'Card',
      currency: 'USD',
      min_amount: 10,
      max_amount: 5000,
      charge_fixed: 0.3,
      charge_percent: 2.9,
    },
    admin.token,
  );
  pages = await sweepContexts(browser, server.url);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe.stop();
});

describe('card deposit in the browser', () => {
  it('Pay by card goes to Checkout, comes back and shows the credited deposit', async () => {
    const page = pages.user;
    await page.goto('/user/deposit');
    await page.getByLabel('Deposit method').selectOption({ label: 'Card' });
    await page.getByLabel(/^Amount/).fill('100');
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.waitForURL('**/user/deposit/card-return?**', { timeout: 20_000 });
    await page.getByText('Payment received: your Main Wallet has been credited.').waitFor({ timeout: 20_000 });
    expect(await page.getByText('96.80 USD').count()).toBeGreaterThan(0);
  });

  it('the return page, the admin refunds page and the batch payout form pass the layout checks on a phone, light and dark', async () => {
    const [session] = [...stripe.sessions.values()];
    const refund = stripe.event('charge.refunded', {
      id: 'ch_e2e',
      object: 'charge',
      amount: 10_000,
      amount_refunded: 10_000,
      currency: 'usd',
      payment_intent: session?.payment_intent,
      metadata: session?.metadata,
    });
    const res = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': refund.signature },
      body: refund.payload,
    });
    expect(res.status).toBe(200);
    const phone = SWEEP_SIZES[0];
    const failures: string[] = [];
    for (const theme of SWEEP_THEMES) {
      const check = async (page: Page, where: string) => {
        for (const f of [
          ...(await overflowFailures(page)),
          ...(await targetSizeFailures(page)),
          ...(await axeFailures(page)),
        ])
          failures.push(`${where} ${theme}: ${f.check} ${f.detail}`);
      };
      await openSwept(pages.user, `/user/deposit/card-return?deposit=${session?.client_reference_id}`, phone, theme);
      await check(pages.user, 'card-return');
      await openSwept(pages.admin, '/admin/card-payments', phone, theme);
      await pages.admin.getByRole('list', { name: 'Card refunds and disputes' }).waitFor();
      await check(pages.admin, 'card-payments');
      await openSwept(pages.admin, '/admin/withdrawals', phone, theme);
      await pages.admin.getByRole('button', { name: 'New payout batch' }).click();
      await pages.admin
        .getByRole('form', { name: 'New payout batch' })
        .or(pages.admin.getByText('No pending crypto withdrawals to batch.'))
        .waitFor();
      // Measured from the top as the sweep does: the click scrolled the queue under the fixed bottom bar.
      await pages.admin.evaluate(() => window.scrollTo(0, 0));
      await check(pages.admin, 'withdrawals-batch');
    }
    expect(failures).toEqual([]);
  });
});
