import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { transfers } from '../../server/db/schema.ts';
import type { MoneyResult, SendQuote } from '../../src/contract/transfers.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginFrom } from '../factories/two-factor.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * Without two-factor, a stolen session token could send the whole balance to the thief. So the
 * sends that ask for the code when two-factor is on (a recipient never paid before, or past the
 * no-code amount of the day) ask for the password instead: this session's step-up within its
 * window, decided by send_money_request() under the wallet lock (403 STEP_UP_REQUIRED).
 */
let ctx: TestContext;
let alice: Funded;
let bob: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  const admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 1000, 0, { steppedUp: false });
  bob = await fundedUser(ctx.app, admin, 0);
});

const body = (amount: number) => ({ sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount });
const send = (token: string, amount: number, key?: string) =>
  call<MoneyResult & ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
    token,
    body: body(amount),
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const quote = (token: string, amount: number) =>
  call<SendQuote & ErrorBody>(ctx.app, 'POST', '/api/send-money/calculate-charge', { token, body: body(amount) });
const transfersOf = async (userId: string) =>
  (await ctx.deps.db.select({ n: count() }).from(transfers).where(eq(transfers.senderUserId, userId)))[0]?.n;

describe('sending without two-factor asks for the password first', () => {
  it('to a recipient never paid before: 403 STEP_UP_REQUIRED and nothing moves; after the step-up it goes', async () => {
    const q = await quote(alice.token, 10);
    expect([q.status, q.body.step_up_required, q.body.second_factor_required]).toEqual([200, true, false]);
    const refused = await send(alice.token, 10, 'first-try');
    expect([refused.status, refused.body.code]).toEqual([403, 'STEP_UP_REQUIRED']);
    expect(refused.body.message).toMatch(/password/);
    // The refusal is the key's recorded answer; nothing moved.
    expect((await send(alice.token, 10, 'first-try')).body.code).toBe('STEP_UP_REQUIRED');
    expect(await balancesOf(ctx.app, alice.token)).toMatchObject({ main: 1000 });
    expect(await balancesOf(ctx.app, bob.token)).toMatchObject({ main: 0 });
    expect(await transfersOf(alice.user.id)).toBe(0);

    await stepUp(ctx.app, alice.token, alice.password);
    expect((await quote(alice.token, 10)).body.step_up_required).toBe(false);
    const sent = await send(alice.token, 10, 'after-step-up');
    expect(sent.status).toBe(200);
    expect(await balancesOf(ctx.app, bob.token)).toMatchObject({ main: 10 });
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('a known recipient under the no-code amount needs nothing; past it, or on another session, the password again', async () => {
    await stepUp(ctx.app, alice.token, alice.password);
    expect((await send(alice.token, 10)).status).toBe(200);
    // The step-up's window (10 minutes) is over: bob was paid before and 20.00 stays under 100.00 today.
    ctx.clock.offsetMs += 11 * 60_000;
    expect((await quote(alice.token, 10)).body.step_up_required).toBe(false);
    expect((await send(alice.token, 10)).status).toBe(200);
    // 20.00 sent today + 90.00 passes the no-code amount (100.00).
    expect((await quote(alice.token, 90)).body.step_up_required).toBe(true);
    const over = await send(alice.token, 90);
    expect([over.status, over.body.code]).toEqual([403, 'STEP_UP_REQUIRED']);
    expect(await balancesOf(ctx.app, bob.token)).toMatchObject({ main: 20 });

    // A stolen token is another session: the owner's step-up does not reach it.
    await stepUp(ctx.app, alice.token, alice.password);
    const thief = await loginFrom(ctx.app, '203.0.113.9', { email: alice.user.email, password: alice.password });
    const stolen = await send(String(thief.body.token), 90);
    expect([stolen.status, stolen.body.code]).toEqual([403, 'STEP_UP_REQUIRED']);
    expect((await send(alice.token, 90)).status).toBe(200);
    expect(await balancesOf(ctx.app, bob.token)).toMatchObject({ main: 110 });
    await expectLedgerHealthy(ctx.deps.db);
  });
});
