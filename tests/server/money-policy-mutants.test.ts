import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SendQuote } from '../../src/contract/transfers.ts';
import { auditLog, users } from '../../server/db/schema.ts';
import { fundedUser, type Funded } from '../factories/money.ts';
import { codeAt, enableTwoFactor } from '../factories/two-factor.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

// The no-code amount of send money (server/modules/money-policy): what mutation testing found no
// test for (docs/mutation-testing.md). Each test fails when one rule of the module is loosened.
let ctx: TestContext;
let alice: Funded;
let bob: Funded;

beforeEach(async () => {
  ctx = await resetDatabase();
  const admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500, 0, { steppedUp: false });
  bob = await fundedUser(ctx.app, admin, 0);
});

type NoCode = { amount: number; max: number; currency: string };
const getNoCode = () => call<NoCode>(ctx.app, 'GET', '/api/security/send-without-code', { token: alice.token });
const putNoCode = (amount: number) =>
  call<NoCode & ErrorBody>(ctx.app, 'PUT', '/api/security/send-without-code', { token: alice.token, body: { amount } });
const quote = (amount: number) =>
  call<SendQuote & ErrorBody>(ctx.app, 'POST', '/api/send-money/calculate-charge', {
    token: alice.token,
    body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount },
  });

describe('the no-code amount of send money', () => {
  it('reads as the default, with its maximum and currency; a stored amount above the default counts as the default', async () => {
    expect((await getNoCode()).body).toEqual({ amount: 100, max: 100, currency: 'USD' });
    await ctx.deps.db.update(users).set({ sendNoCodeCents: 50_000 }).where(eq(users.id, alice.user.id));
    expect((await getNoCode()).body).toEqual({ amount: 100, max: 100, currency: 'USD' });
  });

  it('lowering it or setting the same amount needs no step-up, raising it does; each change is audited with before and after', async () => {
    const lowered = await putNoCode(25.5);
    expect([lowered.status, lowered.body]).toEqual([200, { amount: 25.5, max: 100, currency: 'USD' }]);
    expect((await getNoCode()).body.amount).toBe(25.5);
    expect((await putNoCode(25.5)).status).toBe(200);
    const raised = await putNoCode(26);
    expect([raised.status, raised.body.code]).toEqual([403, 'STEP_UP_REQUIRED']);
    expect((await getNoCode()).body.amount).toBe(25.5);
    const rows = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'security.send_no_code'), eq(auditLog.targetId, alice.user.id)))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.actorId, r.targetType, r.before, r.after])).toEqual([
      [alice.user.id, 'user', { cents: 10_000 }, { cents: 2_550 }],
      [alice.user.id, 'user', { cents: 2_550 }, { cents: 2_550 }],
    ]);
    await stepUp(ctx.app, alice.token, alice.password);
    expect((await putNoCode(26)).body.amount).toBe(26);
  });

  it('the quote uses the amount the user chose: 0 asks for a code even for a recipient already paid', async () => {
    const secret = await enableTwoFactor(ctx, alice.token);
    const first = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: {
        sender_wallet_id: alice.main.id,
        recipient_email: bob.user.email,
        amount: 1,
        totp: await codeAt(ctx, secret),
      },
    });
    expect(first.status).toBe(200);
    expect((await quote(5)).body.second_factor_required).toBe(false);
    expect((await putNoCode(0)).status).toBe(200);
    const asked = await quote(5);
    expect([asked.status, asked.body.code, asked.body.second_factor_required]).toEqual([200, undefined, true]);
    expect((await quote(1)).body.second_factor_required).toBe(true);
  });
});
