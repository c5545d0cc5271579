import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { Passkey } from '../../src/contract/passkeys.ts';
import { passkeyApi, RP } from '../factories/passkey-api.ts';
import { assert, createPasskey } from '../factories/passkeys.ts';
import { registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/** Passkeys of a signed-in user: adding, naming, renaming and removing (sign-in: passkeys-sign-in.test.ts). */
let ctx: TestContext;
let api: ReturnType<typeof passkeyApi>;
beforeEach(async () => {
  ctx = await resetDatabase();
  api = passkeyApi(ctx.app);
});

const registrationOptions = (token: string) => api.registrationOptions(token);
const addPasskey = (token: string, name?: string) => api.addPasskey(token, name);
const challenge = () => api.challenge();
const signIn = (response: unknown) => api.signIn(response);
const list = (token: string) => api.list(token);
const auditActions = async (userId: string) =>
  (
    await queryRows<{ action: string }>(
      ctx.deps.db,
      sql`SELECT action FROM audit_log WHERE actor_id = ${userId} AND action LIKE 'passkey.%' ORDER BY created_at, action`,
    )
  ).map((r) => r.action);
const holds = async (userId: string) =>
  (
    await queryRows<{ reason: string }>(
      ctx.deps.db,
      sql`SELECT reason FROM security_holds WHERE user_id = ${userId} ORDER BY started_at`,
    )
  ).map((r) => r.reason);

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
    expect((await registrationOptions(u.token)).excludeCredentials?.map((c) => c.id).sort()).toEqual(
      [phone.passkey.id, laptop.passkey.id].sort(),
    );
  });

  it('refuses an attestation for another origin, without user verification, or for a challenge used, expired or of another user', async () => {
    const u = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const post = (token: string, response: unknown) =>
      call<ErrorBody>(ctx.app, 'POST', '/api/passkeys', { token, body: { name: 'Key', response } });

    const wrongOrigin = createPasskey(await registrationOptions(u.token), { ...RP, origin: 'http://evil.test' });
    expect((await post(u.token, wrongOrigin.response)).body).toMatchObject({
      code: 'PASSKEY_INVALID',
      errors: { response: 'is not valid' },
    });
    const noUv = createPasskey(await registrationOptions(u.token), { ...RP, userVerified: false });
    expect((await post(u.token, noUv.response)).status).toBe(400);
    const othersChallenge = createPasskey(await registrationOptions(other.token), RP);
    expect((await post(u.token, othersChallenge.response)).status).toBe(400);

    // One attestation sent three times at once: its challenge is spent by the first.
    const once = createPasskey(await registrationOptions(u.token), RP);
    const raced = await Promise.all([
      post(u.token, once.response),
      post(u.token, once.response),
      post(u.token, once.response),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect((await post(u.token, once.response)).status).toBe(400);

    const late = createPasskey(await registrationOptions(u.token), RP);
    ctx.clock.offsetMs += 5 * 60 * 1000 + 1000;
    expect((await post(u.token, late.response)).status).toBe(400);
    expect((await list(u.token)).body).toHaveLength(1);
  });

  it('keeps at most 20 per account: a 21st is refused when asked for and when its answer comes', async () => {
    const u = await registerUser(ctx.app);
    const pending = await registrationOptions(u.token);
    for (let i = 0; i < 20; i += 1) await addPasskey(u.token, `Key ${i + 1}`);
    const more = await call<ErrorBody>(ctx.app, 'POST', '/api/passkeys/registration-options', { token: u.token });
    expect(more.status).toBe(409);
    const late = await call<ErrorBody>(ctx.app, 'POST', '/api/passkeys', {
      token: u.token,
      body: { name: 'Key 21', response: createPasskey(pending, RP).response },
    });
    expect(late.status).toBe(409);
    expect((await list(u.token)).body).toHaveLength(20);
  });
});

describe('passkeys: rename and removal', () => {
  it("renames and removes only the caller's own, removal confirmed by password or passkey; a removed passkey signs in no more", async () => {
    const u = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const phone = await addPasskey(u.token, 'Phone');
    const key = await addPasskey(u.token, 'Key');
    const rename = (token: string, id: string, name: string) =>
      call<Passkey & ErrorBody>(ctx.app, 'PATCH', `/api/passkeys/${id}`, { token, body: { name } });
    const remove = (token: string, id: string, body: unknown) =>
      call<ErrorBody>(ctx.app, 'DELETE', `/api/passkeys/${id}`, { token, body });

    expect((await rename(u.token, phone.passkey.id, 'Pixel 9')).body.name).toBe('Pixel 9');
    expect((await rename(u.token, phone.passkey.id, ' ')).body.errors).toEqual({ name: 'is required' });
    expect((await rename(other.token, phone.passkey.id, 'Mine now')).status).toBe(404);
    expect((await remove(other.token, phone.passkey.id, { password: other.password })).status).toBe(404);
    expect((await remove(u.token, phone.passkey.id, {})).body.errors).toHaveProperty('password');
    expect((await remove(u.token, phone.passkey.id, { password: 'not my password' })).body.errors).toEqual({
      password: 'is incorrect',
    });
    // Another user's passkey cannot confirm my removal.
    const otherKey = (await addPasskey(other.token)).passkey;
    expect(
      (await remove(u.token, phone.passkey.id, { passkey: assert(otherKey, await challenge(), RP) })).body,
    ).toMatchObject({ code: 'PASSKEY_INVALID' });

    expect((await remove(u.token, phone.passkey.id, { password: u.password })).status).toBe(200);
    expect(
      (await remove(u.token, key.passkey.id, { passkey: assert(key.passkey, await challenge(), RP) })).status,
    ).toBe(200);
    expect((await list(u.token)).body).toEqual([]);
    expect((await signIn(assert(phone.passkey, await challenge(), RP))).status).toBe(401);
    expect(await auditActions(u.user.id)).toEqual([
      'passkey.add',
      'passkey.add',
      'passkey.rename',
      'passkey.remove',
      'passkey.remove',
    ]);
    expect((await lastMailTo(ctx, u.user.email, 'passkey_removed'))?.text).toContain('"Key"');
    expect(await holds(u.user.id)).toEqual(['passkey_added', 'passkey_added', 'passkey_removed', 'passkey_removed']);
  });
});
