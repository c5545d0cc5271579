import { stepUp } from '../setup/step-up.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatUtcDateTime } from '../../src/contract/date-time.ts';
import type { AdminWithdrawal, WithdrawalAccount, WithdrawResult } from '../../src/contract/withdrawals.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { usdtAccount } from '../factories/payments.ts';
import { auditActions, HOUR, noticesOf, passHours, putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;

beforeEach(async () => {
  // The product's defaults: 24 hours of cooling-off; four-eyes off here (its own suite).
  ctx = await resetDatabase({ productDefaults: true });
  admin = (await loginAdmin(ctx.app)).token;
  await putSettings(ctx, admin, { fourEyesThreshold: 0 });
  alice = await fundedUser(ctx.app, admin, 500);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const accounts = async (who: Funded) =>
  (await call<WithdrawalAccount[]>(ctx.app, 'GET', '/api/withdrawal-accounts', { token: who.token })).body;
const withdraw = (who: Funded, accountId: string, amount = 50) =>
  call<WithdrawResult & ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
    token: who.token,
    body: { account_id: accountId, amount },
  });
const quote = (who: Funded, accountId: string) =>
  call<ErrorBody>(ctx.app, 'POST', '/api/withdrawals/calculate-charge', {
    token: who.token,
    body: { account_id: accountId, amount: 50 },
  });
const pay = (id: string) =>
  call<{ withdrawal: AdminWithdrawal } & ErrorBody>(ctx.app, 'POST', `/api/admin/withdrawals/${id}/approve`, {
    token: admin,
  });

describe('cooling-off of new and edited withdrawal accounts', () => {
  it('a new account is usable only after 24 hours: shown, refused up front at quote and request, told by notification, mail and audit', async () => {
    const added = await usdtAccount(ctx.app, alice.token);
    const usableFrom = new Date(ctx.deps.now().getTime() + 24 * HOUR);
    expect(Date.parse(added.usableFrom ?? '')).toBeCloseTo(usableFrom.getTime(), -4);
    expect((await accounts(alice))[0]?.usableFrom).toBe(added.usableFrom);

    for (const refused of [await quote(alice, added.id), await withdraw(alice, added.id)]) {
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('WITHDRAWAL_ACCOUNT_COOLING_OFF');
      expect(refused.body.message).toContain(
        `can receive money from ${formatUtcDateTime(new Date(added.usableFrom ?? ''))}`,
      );
      expect(refused.body.errors?.account_id).toBe(
        `This account can receive money from ${formatUtcDateTime(new Date(added.usableFrom ?? ''))}.`,
      );
    }
    expect((await balancesOf(ctx.app, alice.token)).main).toBe(500);

    const when = formatUtcDateTime(new Date(added.usableFrom ?? ''));
    expect(await noticesOf(ctx, alice.user.id)).toContain(
      `Withdrawal account "My TRON wallet" (USDT (TRC20)) was added. It can receive money from ${when}. If this was not you, contact support at once.`,
    );
    const mail = await lastMailTo(ctx, alice.user.email, 'withdrawal_account_changed');
    expect(mail?.subject).toBe('A withdrawal account was added: My TRON wallet');
    expect(mail?.text).toContain(`It can receive money from ${when}.`);
    expect(mail?.html).toContain(when);
    const audited = await auditActions(ctx, alice.user.id);
    expect(audited.find((a) => a.action === 'withdrawal_account.create')?.after).toMatchObject({
      usableFrom: added.usableFrom,
      coolingOffHours: 24,
    });

    passHours(ctx, 23.9);
    expect((await withdraw(alice, added.id)).body.code).toBe('WITHDRAWAL_ACCOUNT_COOLING_OFF');
    passHours(ctx, 0.1);
    expect((await accounts(alice))[0]?.usableFrom).toBeNull();
    expect((await withdraw(alice, added.id)).status).toBe(200);
    expect((await balancesOf(ctx.app, alice.token)).main).toBe(450);
  });

  it('new payout details start the cooling-off again; a new name alone does not', async () => {
    const added = await usdtAccount(ctx.app, alice.token);
    passHours(ctx, 25);
    await stepUp(ctx.app, alice.token, alice.password);
    const put = (body: Record<string, unknown>) =>
      call<WithdrawalAccount & ErrorBody>(ctx.app, 'PUT', `/api/withdrawal-accounts/${added.id}`, {
        token: alice.token,
        body,
      });
    const renamed = await put({ name: 'Renamed', details: added.details });
    expect(renamed.status).toBe(200);
    expect(renamed.body.usableFrom).toBeNull();
    expect((await withdraw(alice, added.id)).status).toBe(200);

    const moved = await put({ name: 'Renamed', details: { wallet_address: 'TXYZattackerAddress000000000000000' } });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.usableFrom ?? '')).toBeGreaterThan(ctx.deps.now().getTime() + 23 * HOUR);
    expect((await withdraw(alice, added.id)).body.code).toBe('WITHDRAWAL_ACCOUNT_COOLING_OFF');
    expect((await lastMailTo(ctx, alice.user.email, 'withdrawal_account_changed'))?.subject).toBe(
      'A withdrawal account was changed: Renamed',
    );
    expect((await auditActions(ctx, alice.user.id)).map((a) => a.action)).toContain('withdrawal_account.update');
  });

  it('is enforced again at payout time: an admin cannot pay to an account that cools off (the setting lengthened since the request)', async () => {
    await putSettings(ctx, admin, { withdrawalCoolingOffHours: 0 });
    const added = await usdtAccount(ctx.app, alice.token);
    expect(added.usableFrom).toBeNull();
    const made = await withdraw(alice, added.id);
    expect(made.status).toBe(200);
    passHours(ctx, 1);
    await putSettings(ctx, admin, { withdrawalCoolingOffHours: 48 });

    const refused = await pay(made.body.withdrawal.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('WITHDRAWAL_ACCOUNT_COOLING_OFF');
    const list = await call<{ items: AdminWithdrawal[] }>(ctx.app, 'GET', '/api/admin/withdrawals?status=pending', {
      token: admin,
    });
    expect(list.body.items.map((w) => w.id)).toEqual([made.body.withdrawal.id]);

    passHours(ctx, 47);
    expect((await pay(made.body.withdrawal.id)).status).toBe(200);
    expect((await balancesOf(ctx.app, alice.token)).main).toBe(450);
  });
});
