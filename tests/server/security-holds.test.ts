import { stepUp } from '../setup/step-up.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatUtcDateTime } from '../../src/contract/date-time.ts';
import type { AdminWithdrawal, WithdrawalAccount, WithdrawResult } from '../../src/contract/withdrawals.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { usdtAccount } from '../factories/payments.ts';
import { createPasskey } from '../factories/passkeys.ts';
import { codeAt, enableTwoFactorWithCodes } from '../factories/two-factor.ts';
import {
  auditActions,
  HOUR,
  noticesOf,
  passHours,
  protectionOf,
  putSettings,
} from '../factories/withdrawal-protection.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo, tokenFromMail } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
let account: WithdrawalAccount;

beforeEach(async () => {
  ctx = await resetDatabase({ productDefaults: true });
  admin = (await loginAdmin(ctx.app)).token;
  await putSettings(ctx, admin, { fourEyesThreshold: 0 });
  alice = await fundedUser(ctx.app, admin, 500);
  account = await usdtAccount(ctx.app, alice.token);
  // The account is out of its own cooling-off: only the security hold is under test.
  passHours(ctx, 25);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

type Answer = WithdrawResult & ErrorBody;
const withdraw = (token: string, extra: Record<string, unknown> = {}) =>
  call<Answer>(ctx.app, 'POST', '/api/withdrawals', { token, body: { account_id: account.id, amount: 50, ...extra } });
const password = async (who: Funded, next: string) => {
  await stepUp(ctx.app, who.token, who.password);
  return call<{ token: string }>(ctx.app, 'POST', '/api/auth/change-password', {
    token: who.token,
    body: { currentPassword: who.password, newPassword: next, confirmPassword: next },
  });
};

/** Each security change, made through the API; answers the token to use afterwards (a password change renews it). */
const CHANGES: Array<{
  name: string;
  reason: string;
  make: () => Promise<{ token: string; totp?: () => Promise<string> }>;
}> = [
  {
    name: 'a password change',
    reason: 'your password was changed',
    make: async () => {
      const res = await password(alice, 'a-new-password-1');
      expect(res.status).toBe(200);
      return { token: res.body.token };
    },
  },
  {
    name: 'a password reset by e-mail link',
    reason: 'your password was changed',
    make: async () => {
      await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: alice.user.email } });
      const mail = await lastMailTo(ctx, alice.user.email, 'reset_password');
      const token = tokenFromMail(mail?.text ?? '', 'reset-password');
      const next = 'a-reset-password-1';
      expect(
        (
          await call(ctx.app, 'POST', '/api/auth/reset-password', {
            body: { token, newPassword: next, confirmPassword: next },
          })
        ).status,
      ).toBe(200);
      const login = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
        body: { email: alice.user.email, password: next },
      });
      return { token: login.body.token };
    },
  },
  {
    name: 'turning two-factor on',
    reason: 'two-factor authentication was turned on',
    make: async () => {
      const { secret } = await enableTwoFactorWithCodes(ctx, alice.token);
      return { token: alice.token, totp: () => codeAt(ctx, secret) };
    },
  },
  {
    name: 'turning two-factor off',
    reason: 'two-factor authentication was turned off',
    make: async () => {
      const { secret } = await enableTwoFactorWithCodes(ctx, alice.token);
      passHours(ctx, 25);
      const off = await call(ctx.app, 'POST', '/api/two-factor/disable', {
        token: alice.token,
        body: { password: alice.password, code: await codeAt(ctx, secret) },
      });
      expect(off.status).toBe(200);
      return { token: alice.token };
    },
  },
  {
    name: 'a recovery code used to sign in',
    reason: 'a recovery code was used',
    make: async () => {
      const { secret, recoveryCodes } = await enableTwoFactorWithCodes(ctx, alice.token);
      passHours(ctx, 25);
      const login = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
        body: { email: alice.user.email, password: alice.password, totp: recoveryCodes[0] },
      });
      expect(login.status).toBe(200);
      return { token: login.body.token, totp: () => codeAt(ctx, secret) };
    },
  },
  {
    name: 'adding a passkey',
    reason: 'a passkey was added',
    make: async () => {
      // The server tests' APP_URL is http://app.test: its origin and host are the relying party's.
      await stepUp(ctx.app, alice.token, alice.password);
      const options = await call<{ challenge: string; user: { id: string } }>(
        ctx.app,
        'POST',
        '/api/passkeys/registration-options',
        { token: alice.token },
      );
      const { response } = createPasskey(options.body, { origin: 'http://app.test', rpId: 'app.test' });
      expect(
        (await call(ctx.app, 'POST', '/api/passkeys', { token: alice.token, body: { name: 'My phone', response } }))
          .status,
      ).toBe(201);
      return { token: alice.token };
    },
  },
];

describe('withdrawals pause for 24 hours after a security change', () => {
  it.each(CHANGES)(
    'after $name: shown, refused with WITHDRAWALS_PAUSED naming the end, notified, mailed, audited; open again after 24 hours',
    async ({ reason, make }) => {
      const { token, totp } = await make();
      const until = new Date(ctx.deps.now().getTime() + 24 * HOUR);
      const shown = await protectionOf(ctx, token);
      expect(Math.abs(Date.parse(shown.pausedUntil ?? '') - until.getTime())).toBeLessThanOrEqual(31_000);
      expect(shown.coolingOffHours).toBe(24);

      const refused = await withdraw(token, totp ? { totp: await totp() } : {});
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('WITHDRAWALS_PAUSED');
      expect(refused.body.errors?.until).toBe(shown.pausedUntil);
      const end = formatUtcDateTime(new Date(shown.pausedUntil ?? ''));
      expect(refused.body.message).toBe(`Withdrawals are paused until ${end} because ${reason}.`);
      expect((await balancesOf(ctx.app, token)).main).toBe(500);

      expect(await noticesOf(ctx, alice.user.id)).toContain(
        `Withdrawals are paused until ${end} because ${reason}. If this was not you, contact support at once.`,
      );
      const mail = await lastMailTo(ctx, alice.user.email, 'withdrawals_paused');
      expect(mail?.subject).toBe(`Withdrawals are paused until ${end}`);
      expect(mail?.text).toContain(`because ${reason}`);
      const held = (await auditActions(ctx, alice.user.id)).filter((a) => a.action === 'security_hold.start');
      expect(held.at(-1)?.after).toMatchObject({ until: shown.pausedUntil, hours: 24 });

      passHours(ctx, 24);
      expect((await protectionOf(ctx, token)).pausedUntil).toBeNull();
      const ok = await withdraw(token, totp ? { totp: await totp() } : {});
      expect(ok.status).toBe(200);
    },
  );

  it('a change made after the request pauses its payout too (409 to the admin); one made before it does not', async () => {
    const made = await withdraw(alice.token);
    expect(made.status).toBe(200);
    passHours(ctx, 1);
    const changed = await password(alice, 'a-new-password-1');
    const pay = (id: string) =>
      call<{ withdrawal: AdminWithdrawal } & ErrorBody>(ctx.app, 'POST', `/api/admin/withdrawals/${id}/approve`, {
        token: admin,
      });
    const refused = await pay(made.body.withdrawal.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('WITHDRAWALS_PAUSED');
    passHours(ctx, 24);
    expect((await pay(made.body.withdrawal.id)).status).toBe(200);

    // Confirmed with a recovery code: the code starts a hold, the withdrawal it confirmed still goes and is paid.
    const { recoveryCodes } = await enableTwoFactorWithCodes(ctx, changed.body.token, 'a-new-password-1');
    passHours(ctx, 25);
    const withCode = await withdraw(changed.body.token, { totp: recoveryCodes[0] });
    expect(withCode.status).toBe(200);
    expect((await protectionOf(ctx, changed.body.token)).reason).toBe('recovery_code_used');
    expect((await pay(withCode.body.withdrawal.id)).status).toBe(200);
    expect((await withdraw(changed.body.token, { totp: recoveryCodes[1] })).body.code).toBe('WITHDRAWALS_PAUSED');
  });

  it('with the setting at 0 nothing pauses and nothing is sent; the setting is validated', async () => {
    await putSettings(ctx, admin, { withdrawalCoolingOffHours: 0 });
    const changed = await password(alice, 'a-new-password-1');
    expect((await protectionOf(ctx, changed.body.token)).pausedUntil).toBeNull();
    expect((await withdraw(changed.body.token)).status).toBe(200);
    expect(await lastMailTo(ctx, alice.user.email, 'withdrawals_paused')).toBeUndefined();

    for (const bad of [-1, 1.5, 721, '24']) {
      const res = await call<ErrorBody>(ctx.app, 'PUT', '/api/admin/settings', {
        token: admin,
        body: { withdrawalCoolingOffHours: bad },
      });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.errors).toHaveProperty('withdrawalCoolingOffHours');
    }
    const threshold = await call<ErrorBody>(ctx.app, 'PUT', '/api/admin/settings', {
      token: admin,
      body: { fourEyesThreshold: -5 },
    });
    expect(threshold.body.errors).toHaveProperty('fourEyesThreshold');
  });
});
