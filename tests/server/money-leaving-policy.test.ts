import { beforeEach, describe, expect, it } from 'vitest';
import type { SendQuote } from '../../src/contract/transfers.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { usdtAccount } from '../factories/payments.ts';
import { codeAt, enableTwoFactor, nextStep } from '../factories/two-factor.ts';
import { passHours, putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;
let carol: Funded;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 5000);
  bob = await fundedUser(ctx.app, admin, 0);
  carol = await fundedUser(ctx.app, admin, 0);
});

const body = (to: Funded, amount: number, extra: Record<string, unknown> = {}) => ({
  sender_wallet_id: alice.main.id,
  recipient_email: to.user.email,
  amount,
  ...extra,
});
const send = (token: string, to: Funded, amount: number, extra: Record<string, unknown> = {}, key?: string) =>
  call<ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
    token,
    body: body(to, amount, extra),
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const quote = (token: string, to: Funded, amount: number) =>
  call<SendQuote & ErrorBody>(ctx.app, 'POST', '/api/send-money/calculate-charge', { token, body: body(to, amount) });

describe('one money-leaving policy: send money obeys what withdrawals obey', () => {
  it('after a password change, send money is paused like withdrawals (403 WITHDRAWALS_PAUSED on quote and send, with or without a code)', async () => {
    await putSettings(ctx, admin, { withdrawalCoolingOffHours: 24 });
    const secret = await enableTwoFactor(ctx, alice.token);
    passHours(ctx, 25);
    await stepUp(ctx.app, alice.token, alice.password, await codeAt(ctx, secret));
    nextStep(ctx);
    const account = await usdtAccount(ctx.app, alice.token);
    const next = 'a new password 123';
    const changed = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/change-password', {
      token: alice.token,
      body: { currentPassword: alice.password, newPassword: next, confirmPassword: next },
    });
    expect(changed.status).toBe(200);
    const token = changed.body.token;
    const withdrawal = await call<ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
      token,
      body: { account_id: account.id, amount: 50, totp: await codeAt(ctx, secret) },
    });
    expect(withdrawal.body.code).toBe('WITHDRAWALS_PAUSED');
    const q = await quote(token, bob, 4000);
    expect([q.status, q.body.code]).toEqual([403, 'WITHDRAWALS_PAUSED']);
    const plain = await send(token, bob, 4000, {}, 'k-1');
    expect([plain.status, plain.body.code]).toEqual([403, 'WITHDRAWALS_PAUSED']);
    expect(plain.body.message).toMatch(/^Sending money is paused until .* because your password was changed\.$/);
    expect(plain.body.errors?.until).toBeTruthy();
    nextStep(ctx);
    const withCode = await send(token, bob, 4000, { totp: await codeAt(ctx, secret) });
    expect([withCode.status, withCode.body.code]).toEqual([403, 'WITHDRAWALS_PAUSED']);
    expect((await balancesOf(ctx.app, token)).main).toBe(5000);
    expect((await balancesOf(ctx.app, bob.token)).main).toBe(0);
    // After the pause, it goes (with the code: bob was never paid).
    passHours(ctx, 25);
    const later = await send(token, bob, 40, { totp: await codeAt(ctx, secret) });
    expect(later.status).toBe(200);
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('with two-factor on: a code for a recipient never paid and above the no-code amount; the quote says so first', async () => {
    const secret = await enableTwoFactor(ctx, alice.token);
    expect((await quote(alice.token, bob, 10)).body.second_factor_required).toBe(true);
    const asked = await send(alice.token, bob, 10, {}, 'first');
    expect([asked.status, asked.body.code, asked.body.errors]).toEqual([403, 'TOTP_REQUIRED', { totp: 'is required' }]);
    const wrong = await send(alice.token, bob, 10, { totp: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'TOTP_INVALID']);
    const sent = await send(alice.token, bob, 10, { totp: await codeAt(ctx, secret) }, 'second');
    expect(sent.status).toBe(200);
    // The same key and body again: replayed, the spent code is not checked twice.
    const replay = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: body(bob, 10, { totp: await codeAt(ctx, secret) }),
      headers: { 'Idempotency-Key': 'second' },
    });
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    // Bob is known now: up to 100.00 a day (with the 10 already sent) goes without a code.
    expect((await quote(alice.token, bob, 90)).body.second_factor_required).toBe(false);
    expect((await send(alice.token, bob, 90)).status).toBe(200);
    expect((await quote(alice.token, bob, 1)).body.second_factor_required).toBe(true);
    expect((await send(alice.token, bob, 1)).body.code).toBe('TOTP_REQUIRED');
    // A new recipient always asks, whatever the amount.
    expect((await send(alice.token, carol, 1)).body.code).toBe('TOTP_REQUIRED');
    // The user lowers the amount to 0: every send asks, the next UTC day too.
    expect(
      (await call(ctx.app, 'PUT', '/api/security/send-without-code', { token: alice.token, body: { amount: 0 } }))
        .status,
    ).toBe(200);
    ctx.clock.offsetMs += 24 * 3_600_000;
    expect((await send(alice.token, bob, 1)).body.code).toBe('TOTP_REQUIRED');
    expect((await balancesOf(ctx.app, bob.token)).main).toBe(100);
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('two no-code sends at once cannot both stay under the no-code amount (decided under the wallet lock)', async () => {
    const secret = await enableTwoFactor(ctx, alice.token);
    expect((await send(alice.token, bob, 1, { totp: await codeAt(ctx, secret) })).status).toBe(200);
    const both = await Promise.all([send(alice.token, bob, 60), send(alice.token, bob, 60)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(both.find((r) => r.status === 403)?.body.code).toBe('TOTP_REQUIRED');
    expect((await balancesOf(ctx.app, bob.token)).main).toBe(61);
  });

  it('without two-factor no code is asked (and none can be): a session stepped up with the password sends as before', async () => {
    expect((await quote(alice.token, bob, 2000)).body.second_factor_required).toBe(false);
    expect((await send(alice.token, bob, 2000)).status).toBe(200);
    expect((await send(alice.token, carol, 2000)).status).toBe(200);
  });
});
