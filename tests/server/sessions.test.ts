import { stepUp } from '../setup/step-up.ts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { Session, SessionList, SignOutResult } from '../../src/contract/sessions.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { CHROME_WINDOWS, FIREFOX_LINUX, SAFARI_IPHONE, signInFrom, tokenFrom } from '../factories/sessions.ts';
import { loginAdmin } from '../factories/users.ts';
import { adminSignIn } from '../setup/admin-totp.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500);
  bob = await fundedUser(ctx.app, admin, 0);
  // Bob paid once from alice's stepped-up session: the small sends of her other sessions to him then
  // ask for nothing (a recipient never paid would ask those sessions for the password).
  expect((await send(alice.token)).status).toBe(200);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const list = (token: string) => call<SessionList>(ctx.app, 'GET', '/api/sessions', { token });
const signOut = (token: string, id: string) =>
  call<SignOutResult & ErrorBody>(ctx.app, 'DELETE', `/api/sessions/${id}`, { token });
const send = (token: string, amount = 10) =>
  call<ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
    token,
    body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount },
  });
const sentCount = async () =>
  Number((await queryRows<{ n: unknown }>(ctx.deps.db, sql`SELECT count(*) AS n FROM transfers`))[0]?.n);
const currentOf = async (token: string): Promise<Session> => {
  const found = (await list(token)).body.data.find((s) => s.current);
  if (!found) throw new Error('no current session listed');
  return found;
};

/** Every path a token is checked on: the guard (me, summary), the wallets hot read, and the send-money statement. */
async function statuses(token: string) {
  return {
    me: (await call(ctx.app, 'GET', '/api/auth/me', { token })).status,
    summary: (await call(ctx.app, 'GET', '/api/wallet/summary', { token })).status,
    wallets: (await call(ctx.app, 'GET', '/api/wallet/wallets', { token })).status,
    send: (await send(token)).status,
  };
}

describe('sessions and devices', () => {
  it('lists each signed-in device with browser, system and place, the current one first and marked', async () => {
    const laptop = await tokenFrom(ctx.app, alice.user.email, alice.password, CHROME_WINDOWS);
    const phone = await tokenFrom(ctx.app, alice.user.email, alice.password, SAFARI_IPHONE, '192.168.1.20');
    const res = await list(phone);
    expect(res.status).toBe(200);
    // The registration's session and the two sign-ins.
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toMatchObject({
      current: true,
      browser: 'Safari 17',
      os: 'iOS 17',
      platform: 'mobile',
      place: 'Local network',
      ipAddress: '192.168.1.20',
      method: 'password',
    });
    expect(res.body.data.filter((s) => s.current)).toHaveLength(1);
    expect(res.body.data).toContainEqual(
      expect.objectContaining({ browser: 'Chrome 131', os: 'Windows 10', platform: 'desktop', current: false }),
    );
    expect((await currentOf(laptop)).browser).toBe('Chrome 131');
    // Another user's devices are never listed.
    expect((await list(bob.token)).body.data.map((s) => s.id)).not.toContain(res.body.data[0]?.id);
  });

  it('signing one device out refuses its token on the very next request on every path, send-money included, while the other keeps working', async () => {
    const phone = await tokenFrom(ctx.app, alice.user.email, alice.password, SAFARI_IPHONE);
    const laptop = await tokenFrom(ctx.app, alice.user.email, alice.password, CHROME_WINDOWS);
    expect(await statuses(phone)).toEqual({ me: 200, summary: 200, wallets: 200, send: 200 });
    const phoneSession = await currentOf(phone);

    const res = await signOut(laptop, phoneSession.id);
    expect(res.status).toBe(200);
    expect(res.body.signedOut).toBe(1);

    const sentBefore = await sentCount();
    expect(await statuses(phone)).toEqual({ me: 401, summary: 401, wallets: 401, send: 401 });
    const refused = await send(phone);
    expect(refused.body.code).toBe('SESSION_EXPIRED');
    expect(await sentCount()).toBe(sentBefore);

    expect(await statuses(laptop)).toEqual({ me: 200, summary: 200, wallets: 200, send: 200 });
    expect((await list(laptop)).body.data.map((s) => s.id)).not.toContain(phoneSession.id);
    // Signed out once is signed out: a second try finds nothing.
    expect((await signOut(laptop, phoneSession.id)).status).toBe(404);
  });

  it('signs out every other device and keeps this one', async () => {
    const a = await tokenFrom(ctx.app, alice.user.email, alice.password, SAFARI_IPHONE);
    const b = await tokenFrom(ctx.app, alice.user.email, alice.password, FIREFOX_LINUX);
    const c = await tokenFrom(ctx.app, alice.user.email, alice.password, CHROME_WINDOWS);
    const res = await call<SignOutResult>(ctx.app, 'POST', '/api/sessions/sign-out-others', { token: c });
    // The two sign-ins and the registration's session.
    expect(res.body).toEqual({ message: 'Signed out 3 other devices.', signedOut: 3 });
    for (const token of [a, b, alice.token])
      expect(await statuses(token)).toEqual({ me: 401, summary: 401, wallets: 401, send: 401 });
    expect(await statuses(c)).toEqual({ me: 200, summary: 200, wallets: 200, send: 200 });
    expect((await list(c)).body.data).toEqual([expect.objectContaining({ current: true, browser: 'Chrome 131' })]);
    const again = await call<SignOutResult>(ctx.app, 'POST', '/api/sessions/sign-out-others', { token: c });
    expect(again.body).toEqual({ message: 'No other device was signed in.', signedOut: 0 });
    const audited = await queryRows<{ action: string }>(
      ctx.deps.db,
      sql`SELECT action FROM audit_log WHERE actor_id = ${alice.user.id} AND action LIKE 'session.%'`,
    );
    expect(audited.map((r) => r.action)).toEqual(['session.revoke_others', 'session.revoke_others']);
  });

  it("cannot sign out another user's device (404, and it keeps working)", async () => {
    const aliceSession = await currentOf(alice.token);
    expect((await signOut(bob.token, aliceSession.id)).status).toBe(404);
    expect((await signOut(bob.token, 'not-a-uuid')).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: alice.token })).status).toBe(200);
  });

  it('keeps the per-user token version: a password change ends every session, the fresh token works, logout ends it', async () => {
    const other = await tokenFrom(ctx.app, alice.user.email, alice.password, FIREFOX_LINUX);
    await stepUp(ctx.app, alice.token, alice.password);
    const changed = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/change-password', {
      token: alice.token,
      body: {
        currentPassword: alice.password,
        newPassword: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      },
    });
    expect(changed.status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: other })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: alice.token })).status).toBe(401);
    const fresh = changed.body.token;
    expect(await statuses(fresh)).toEqual({ me: 200, summary: 200, wallets: 200, send: 200 });
    // Only the fresh session is live.
    expect((await list(fresh)).body.data).toEqual([
      expect.objectContaining({ current: true, method: 'password_change' }),
    ]);

    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token: fresh })).status).toBe(200);
    expect(await statuses(fresh)).toEqual({ me: 401, summary: 401, wallets: 401, send: 401 });
  });

  it('gives admins sessions too: listed, and signed out at once', async () => {
    const second = (await signInFrom(ctx.app, await adminSignIn(), FIREFOX_LINUX)).body.token ?? '';
    const listed = await list(second);
    expect(listed.status).toBe(200);
    const first = listed.body.data.find((s) => !s.current);
    expect(first).toBeDefined();
    expect((await signOut(second, first?.id ?? '')).status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/admin/settings', { token: admin })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/admin/settings', { token: second })).status).toBe(200);
  });

  it('refuses a token whose session id is not its own session, and one without a session id', async () => {
    const { createJwtCodec } = await import('../../server/lib/jwt.ts');
    const jwt = createJwtCodec(ctx.deps.env.jwtSecret, 3600);
    const bobSession = await currentOf(bob.token);
    // Alice's user id with Bob's session: the row does not belong to her.
    const forged = await jwt.sign({ sub: alice.user.id, role: 'user', tv: 0, sid: bobSession.id });
    expect(await statuses(forged)).toEqual({ me: 401, summary: 401, wallets: 401, send: 401 });
  });
});
