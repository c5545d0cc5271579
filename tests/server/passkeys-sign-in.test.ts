import { stepUp } from '../setup/step-up.ts';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { balancesOf, fundedUser } from '../factories/money.ts';
import { passkeyApi, RP } from '../factories/passkey-api.ts';
import { assert, createPasskey } from '../factories/passkeys.ts';
import { usdtAccount } from '../factories/payments.ts';
import { codeAt, enableTwoFactor, nextStep } from '../factories/two-factor.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/** Signing in with a passkey, and a passkey in place of the two-factor code (login, withdrawal). */
let ctx: TestContext;
let api: ReturnType<typeof passkeyApi>;
beforeEach(async () => {
  ctx = await resetDatabase();
  api = passkeyApi(ctx.app);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const addPasskey = (token: string, name?: string) => api.addPasskey(token, name);
const challenge = () => api.challenge();
const signIn = (response: unknown) => api.signIn(response);
const list = (token: string) => api.list(token);

describe('passkeys: sign-in without a password', () => {
  it('signs in with the passkey alone; the token works and the passkey shows when it was last used', async () => {
    const u = await registerUser(ctx.app);
    const { passkey } = await addPasskey(u.token);
    const res = await signIn(assert(passkey, await challenge(), RP));
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(u.user.id);
    const me = await call<{ user: { id: string } }>(ctx.app, 'GET', '/api/auth/me', { token: res.body.token });
    expect(me.body.user.id).toBe(u.user.id);
    expect((await list(u.token)).body[0]?.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion, a counter that did not grow, a used or expired challenge, a forged signature and an unknown passkey', async () => {
    const u = await registerUser(ctx.app);
    const { passkey } = await addPasskey(u.token);
    const first = assert(passkey, await challenge(), RP);
    expect((await signIn(first)).status).toBe(200);
    // The same answer again: its challenge is spent.
    expect((await signIn(first)).body).toMatchObject({ code: 'PASSKEY_INVALID' });
    // A fresh challenge signed with the counter the server already saw: a cloned authenticator.
    const stale = await signIn(assert(passkey, await challenge(), { ...RP, counter: passkey.counter }));
    expect(stale.status).toBe(401);
    // A challenge the server never gave.
    expect(
      (await signIn(assert(passkey, { challenge: Buffer.from('made-up-challenge').toString('base64url') }, RP))).status,
    ).toBe(401);
    // An expired one.
    const options = await challenge();
    ctx.clock.offsetMs += 5 * 60 * 1000 + 1000;
    expect((await signIn(assert(passkey, options, RP))).status).toBe(401);
    // A signature by another key under this passkey's id.
    const forger = createPasskey(
      { challenge: 'x', user: { id: Buffer.from(u.user.id).toString('base64url') } },
      RP,
    ).passkey;
    const forged = assert({ ...forger, id: passkey.id }, await challenge(), { ...RP, counter: 1000 });
    expect((await signIn(forged)).status).toBe(401);
    // A passkey this site never registered.
    expect((await signIn(assert(forger, await challenge(), RP))).status).toBe(401);
    // Without user verification, or from another origin.
    expect((await signIn(assert(passkey, await challenge(), { ...RP, userVerified: false }))).status).toBe(401);
    expect((await signIn(assert(passkey, await challenge(), { ...RP, origin: 'http://evil.test' }))).status).toBe(401);
    // Still works after all that.
    expect((await signIn(assert(passkey, await challenge(), RP))).status).toBe(200);
    // The owner's login history shows the refusals that got as far as naming their passkey (a stale
    // counter, a forged signature, no user verification, another origin); a spent or unknown
    // challenge is refused before any account is known.
    const history = await queryRows<{ success: boolean; reason: string | null; method: string }>(
      ctx.deps.db,
      sql`SELECT success, reason, method FROM login_attempts WHERE user_id = ${u.user.id} AND method = 'passkey' ORDER BY created_at`,
    );
    expect(history.filter((h) => !h.success).map((h) => h.reason)).toEqual(Array(4).fill('passkey_invalid'));
    expect(history.filter((h) => h.success)).toHaveLength(2);
  });

  it('lets exactly one of two sign-ins racing with one assertion through', async () => {
    const u = await registerUser(ctx.app);
    const { passkey } = await addPasskey(u.token);
    const answer = assert(passkey, await challenge(), RP);
    const results = await Promise.all([signIn(answer), signIn(answer), signIn(answer)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a banned account and counts attempts against the login throttle', async () => {
    const admin = await loginAdmin(ctx.app);
    const u = await registerUser(ctx.app);
    const { passkey } = await addPasskey(u.token);
    await call(ctx.app, 'PATCH', `/api/admin/users/${u.user.id}`, {
      token: admin.token,
      body: { banned: true, reason: 'fraud report' },
    });
    expect((await signIn(assert(passkey, await challenge(), RP))).body).toMatchObject({ code: 'ACCOUNT_BANNED' });

    const v = await registerUser(ctx.app);
    const vKey = (await addPasskey(v.token)).passkey;
    for (let i = 0; i < 10; i += 1)
      await call(ctx.app, 'POST', '/api/auth/login', { body: { email: v.user.email, password: 'wrong password' } });
    const throttled = await signIn(assert(vKey, await challenge(), RP));
    expect(throttled.status).toBe(429);
  });
});

describe('passkeys in place of the two-factor code', () => {
  it('completes a password login when two-factor is on; TOTP keeps working; a wrong or foreign passkey is refused', async () => {
    const u = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const secret = await enableTwoFactor(ctx, u.token);
    await stepUp(ctx.app, u.token, u.password, await codeAt(ctx, secret));
    const { passkey } = await addPasskey(u.token);
    const otherKey = (await addPasskey(other.token)).passkey;
    const creds = { email: u.user.email, password: u.password };
    const login = (extra: Record<string, unknown>) =>
      call<Session & ErrorBody>(ctx.app, 'POST', '/api/auth/login', { body: { ...creds, ...extra } });

    expect((await login({})).body).toMatchObject({ code: 'TOTP_REQUIRED' });
    const ok = await login({ passkey: assert(passkey, await challenge(), RP) });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(u.user.id);
    expect((await login({ passkey: assert(otherKey, await challenge(), RP) })).body).toMatchObject({
      code: 'PASSKEY_INVALID',
      errors: { passkey: 'is not valid' },
    });
    expect(
      (await login({ passkey: assert(passkey, await challenge(), { ...RP, origin: 'http://evil.test' }) })).status,
    ).toBe(401);
    // The wrong password still comes first: a passkey does not skip it.
    const wrong = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', {
      body: { ...creds, password: 'wrong password', passkey: assert(passkey, await challenge(), RP) },
    });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    nextStep(ctx);
    expect((await login({ totp: await codeAt(ctx, secret) })).status).toBe(200);
  });

  it('confirms a withdrawal (403 TOTP_REQUIRED without), once per assertion', async () => {
    const admin = await loginAdmin(ctx.app);
    const u = await fundedUser(ctx.app, admin.token, 500);
    const account = await usdtAccount(ctx.app, u.token);
    await enableTwoFactor(ctx, u.token);
    const { passkey } = await addPasskey(u.token);
    // Past the cooling-off that adding a passkey (and a new account) starts.
    ctx.clock.offsetMs += DAY_MS + 60_000;
    const withdraw = (key: string, extra: Record<string, unknown>) =>
      call<ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
        token: u.token,
        body: { account_id: account.id, amount: 50, ...extra },
        headers: { 'Idempotency-Key': key },
      });

    expect((await withdraw('w-0', {})).body).toMatchObject({ code: 'TOTP_REQUIRED' });
    const answer = assert(passkey, await challenge(), RP);
    const ok = await withdraw('w-1', { passkey: answer });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await balancesOf(ctx.app, u.token)).main).toBe(450);
    const replay = await withdraw('w-2', { passkey: answer });
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({ code: 'PASSKEY_INVALID', errors: { passkey: 'is not valid' } });
    expect((await balancesOf(ctx.app, u.token)).main).toBe(450);
  });
});
