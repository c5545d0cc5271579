import type { MaintenanceState, SupportViewOpened } from '../../src/contract/trust.ts';
import { freshAdminCode } from '../setup/admin-totp.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { ADMIN, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/** Maintenance mode and support views through HTTP, as an admin would switch and open them. */
export function trustCalls(ctx: TestContext, admin: string) {
  return {
    adminStepUp: async () =>
      stepUp(
        ctx.app,
        admin,
        ADMIN.password,
        ctx.deps.env.adminTwoFactorRequired ? await freshAdminCode(ctx) : undefined,
      ),
    maintenance: (body: Record<string, unknown>, token = admin) =>
      call<MaintenanceState & ErrorBody>(ctx.app, 'PUT', '/api/admin/maintenance', { token, body }),
    openView: (userId: string, reason = 'Customer asked why a deposit is pending', token = admin) =>
      call<SupportViewOpened & ErrorBody>(ctx.app, 'POST', `/api/admin/users/${userId}/support-view`, {
        token,
        body: { reason },
      }),
  };
}

/**
 * A plausible body per money route (the guard answers before any is read): the test shows each
 * route refused, not each body valid.
 */
export const MONEY_BODIES: Record<string, unknown> = {
  'POST /api/send-money-now': {
    sender_wallet_id: '00000000-0000-4000-8000-000000000000',
    recipient_email: 'x@example.com',
    amount: 1,
  },
  'POST /api/wallet/wallet-exchange-now': { from_wallet_id: '00000000-0000-4000-8000-000000000000', amount: 1 },
  'POST /api/investments': { schema_id: 1, amount: 10 },
  'POST /api/recurring-investments': { schema_id: 1, amount: 10, every: 'day' },
  'PUT /api/recurring-investments/{id}': { paused: false },
  'POST /api/withdrawals': { amount: 10 },
  'POST /api/deposits': { amount: 10 },
  'POST /api/webhooks/stripe': { id: 'evt_test', type: 'checkout.session.completed' },
};

/** The Retry-After an answer carries, in seconds. */
export const retryAfter = (headers: Headers): number => Number(headers.get('retry-after'));

/** Calls of one kind, `count` at once, `spacingMs` apart, all awaited. */
export async function spaced<T>(count: number, spacingMs: number, one: (i: number) => Promise<T>): Promise<T[]> {
  const started: Array<Promise<T>> = [];
  for (let i = 0; i < count; i++) {
    started.push(one(i));
    await new Promise((r) => setTimeout(r, spacingMs));
  }
  return Promise.all(started);
}

export const minutesFromNow = (ctx: TestContext, minutes: number): string =>
  new Date(ctx.deps.now().getTime() + minutes * 60_000).toISOString();
