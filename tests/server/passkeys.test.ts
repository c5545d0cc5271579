import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { AuthenticationOptions, Passkey, RegistrationOptions } from '../../src/contract/passkeys.ts';
import { balancesOf, fundedUser } from '../factories/money.ts';
import { assert, createPasskey, type SoftPasskey } from '../factories/passkeys.ts';
import { usdtAccount } from '../factories/payments.ts';
import { codeAt, enableTwoFactor, nextStep } from '../factories/two-factor.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

/** The server tests' APP_URL is http://app.test: its origin and host are the relying party's. */
const RP = { origin: 'http://app.test', rpId: 'app.test' };
const DAY_MS = 24 * 60 * 60 * 1000;

async function registrationOptions(token: string) {
  const res = await call<RegistrationOptions>(ctx.app, 'POST', '/api/passkeys/registration-options', { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function addPasskey(token: string, name = 'My phone'): Promise<{ passkey: SoftPasskey; row: Passkey }> {
  const { passkey, response } = createPasskey(await registrationOptions(token), RP);
  const res = await call<Passkey>(ctx.app, 'POST', '/api/passkeys', { token, body: { name, response } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { passkey, row: res.body };
}

async function challenge(): Promise<AuthenticationOptions> {
  const res = await call<AuthenticationOptions>(ctx.app, 'POST', '/api/passkeys/authentication-options');
  expect(res.status).toBe(200);
  return res.body;
}

const signIn = (response: unknown) => call<Session & ErrorBody>(ctx.app, 'POST', '/api/passkeys/sign-in', { body: { response } });
const list = (token: string) => call<Passkey[]>(ctx.app, 'GET', '/api/passkeys', { token });
const auditActions = async (userId: string) =>
  (await queryRows<{ action: string }>(ctx.deps.db, sql`SELECT action FROM audit_log WHERE actor_id = ${userId} AND action LIKE 'passkey.%' ORDER BY created_at, action`)).map((r) => r.action);
const holds = async (userId: string) =>
  (await queryRows<{ reason: string }>(ctx.deps.db, sql`SELECT reason FROM security_holds WHERE user_id = ${userId} ORDER BY started_at`)).map((r) => r.reason);

describe('passkeys: registration', () => {
  it('adds several named passkeys: listed, audited, told in the app and by mail, withdrawals paused', async () => {
    const u = await registerUser(ctx.app);
    const options = await registrationOptions(u.token);
    expect(options.rp).toEqual({ id: 'app.test', name: ctx.deps.env.platformName });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual([-7, -8, -257]);
    const phone = await addPasskey(u.token, 'My phone');
    const laptop = await addPasskey(u.token, '  Work laptop ');
    const listed = (await list(u.token)).body;
    expect(listed.map((p) => p.name)).toEqual(['My phone', 'Work laptop']);
    expect(listed[0]).toMatchObject({ id: phone.passkey.id, lastUsedAt: null });
    expect(listed[1]?.id).toBe(laptop.passkey.id);
    expect(await auditActions(u.user.id)).toEqual(['passkey.add', 'passkey.add']);
    const mail = await lastMailTo(ctx, u.user.email, 'passkey_added');
    expect(mail?.text).toContain('Work laptop');
    expect(await holds(u.user.id)).toEqual(['passkey_added', 'passkey_added']);
    // The browser is told not to register the same authenticator twice.
    expect((await registrationOptions(u.token)).excludeCredentials?.map((c) => c.id).sort()).toEqual([phone.passkey.id, laptop.passkey.id].sort());
  });

  it('refuses an attestation for another origin, without user verification, or for a challenge used, expired or of another user', async () => {
    const u = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const post = (token: string, response: unknown) => call<ErrorBody>(ctx.app, 'POST', '/api/passkeys', { token, body: { name: 'Key', response } });

    const wrongOrigin = createPasskey(await registrationOptions(u.token), { ...RP, origin: 'http://evil.test' });
    expect((await post(u.token, wrongOrigin.response)).body).toMatchObject({ code: 'PASSKEY_INVALID', errors: { response: 'is not valid' } });
    const noUv = createPasskey(await registrationOptions(u.token), { ...RP, userVerified: false });
    expect((await post(u.token, noUv.response)).status).toBe(400);
    const othersChallenge = createPasskey(await registrationOptions(other.token), RP);
    expect((await post(u.token, othersChallenge.response)).status).toBe(400);

    // One attestation sent three times at once: its challenge is spent by the first.
    const once = createPasskey(await registrationOptions(u.token), RP);
    const raced = await Promise.all([post(u.token, once.response), post(u.token, once.response), post(u.token, once.response)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect((await post(u.token, once.response)).status).toBe(400);

    const late = createPasskey(await registrationOptions(u.token), RP);
    ctx.clock.offsetMs += 5 * 60 * 1000 + 1000;
    expect((await post(u.token, late.response)).status).toBe(400);
    expect((await list(u.token)).body).toHaveLength(1);
  });
});

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
    expect((await signIn(assert(passkey, { challenge: Buffer.from('made-up-challenge').toString('base64url') }, RP))).status).toBe(401);
    // An expired one.
    const options = await challenge();
    ctx.clock.offsetMs += 5 * 60 * 1000 + 1000;
    expect((await signIn(assert(passkey, options, RP))).status).toBe(401);
    // A signature by another key under this passkey's id.
    const forger = createPasskey({ challenge: 'x', user: { id: Buffer.from(u.user.id).toString('base64url') } }, RP).passkey;
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
    await call(ctx.app, 'PATCH', `/api/admin/users/${u.user.id}`, { token: admin.token, body: { banned: true, reason: 'fraud report' } });
    expect((await signIn(assert(passkey, await challenge(), RP))).body).toMatchObject({ code: 'ACCOUNT_BANNED' });

    const v = await registerUser(ctx.app);
    const vKey = (await addPasskey(v.token)).passkey;
    for (let i = 0; i < 10; i += 1) await call(ctx.app, 'POST', '/api/auth/login', { body: { email: v.user.email, password: 'wrong password' } });
    const throttled = await signIn(assert(vKey, await challenge(), RP));
    expect(throttled.status).toBe(429);
  });
});

describe('passkeys: rename and removal', () => {
  it("renames and removes only the caller's own, removal confirmed by password or passkey; a removed passkey signs in no more", async () => {
    const u = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const phone = await addPasskey(u.token, 'Phone');
    const key = await addPasskey(u.token, 'Key');
    const rename = (token: string, id: string, name: string) => call<Passkey & ErrorBody>(ctx.app, 'PATCH', `/api/passkeys/${id}`, { token, body: { name } });
    const remove = (token: string, id: string, body: unknown) => call<ErrorBody>(ctx.app, 'DELETE', `/api/passkeys/${id}`, { token, body });

    expect((await rename(u.token, phone.passkey.id, 'Pixel 9')).body.name).toBe('Pixel 9');
    expect((await rename(u.token, phone.passkey.id, ' ')).body.errors).toEqual({ name: 'is required' });
    expect((await rename(other.token, phone.passkey.id, 'Mine now')).status).toBe(404);
    expect((await remove(other.token, phone.passkey.id, { password: other.password })).status).toBe(404);
    expect((await remove(u.token, phone.passkey.id, {})).body.errors).toHaveProperty('password');
    expect((await remove(u.token, phone.passkey.id, { password: 'not my password' })).body.errors).toEqual({ password: 'is incorrect' });
    // Another user's passkey cannot confirm my removal.
    const otherKey = (await addPasskey(other.token)).passkey;
    expect((await remove(u.token, phone.passkey.id, { passkey: assert(otherKey, await challenge(), RP) })).body).toMatchObject({ code: 'PASSKEY_INVALID' });

    expect((await remove(u.token, phone.passkey.id, { password: u.password })).status).toBe(200);
    expect((await remove(u.token, key.passkey.id, { passkey: assert(key.passkey, await challenge(), RP) })).status).toBe(200);
    expect((await list(u.token)).body).toEqual([]);
    expect((await signIn(assert(phone.passkey, await challenge(), RP))).status).toBe(401);
    expect(await auditActions(u.user.id)).toEqual(['passkey.add', 'passkey.add', 'passkey.rename', 'passkey.remove', 'passkey.remove']);
    expect((await lastMailTo(ctx, u.user.email, 'passkey_removed'))?.text).toContain('"Key"');
    expect(await holds(u.user.id)).toEqual(['passkey_added', 'passkey_added', 'passkey_removed', 'passkey_removed']);
  });
});

describe('passkeys in place of the two-factor code', () => {
  it('completes a password login when two-factor is on; TOTP keeps working; a wrong or foreign passkey is refused', async () => {
    const u = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const secret = await enableTwoFactor(ctx, u.token);
    const { passkey } = await addPasskey(u.token);
    const otherKey = (await addPasskey(other.token)).passkey;
    const creds = { email: u.user.email, password: u.password };
    const login = (extra: Record<string, unknown>) => call<Session & ErrorBody>(ctx.app, 'POST', '/api/auth/login', { body: { ...creds, ...extra } });

    expect((await login({})).body).toMatchObject({ code: 'TOTP_REQUIRED' });
    const ok = await login({ passkey: assert(passkey, await challenge(), RP) });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(u.user.id);
    expect((await login({ passkey: assert(otherKey, await challenge(), RP) })).body).toMatchObject({ code: 'PASSKEY_INVALID', errors: { passkey: 'is not valid' } });
    expect((await login({ passkey: assert(passkey, await challenge(), { ...RP, origin: 'http://evil.test' }) })).status).toBe(401);
    // The wrong password still comes first: a passkey does not skip it.
    const wrong = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', { body: { ...creds, password: 'wrong password', passkey: assert(passkey, await challenge(), RP) } });
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
      call<ErrorBody>(ctx.app, 'POST', '/api/withdrawals', { token: u.token, body: { account_id: account.id, amount: 50, ...extra }, headers: { 'Idempotency-Key': key } });

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
