import { beforeEach, describe, expect, it } from 'vitest';
import type { SecurityUndoResult } from '../../src/contract/step-up.ts';
import { balancesOf, fundedUser, type Funded } from '../factories/money.ts';
import { usdtAccount } from '../factories/payments.ts';
import { passHours, putSettings } from '../factories/withdrawal-protection.ts';
import { assert } from '../factories/passkeys.ts';
import { passkeyApi, RP } from '../factories/passkey-api.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { stepUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let alice: Funded;
let admin: string;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 100);
});

const notices = async (token: string) =>
  (
    await call<{ notifications: Array<{ message: string; link: string }> }>(ctx.app, 'GET', '/api/notifications', {
      token,
    })
  ).body.notifications;
const tokenOf = (link: string) => /\/security\/not-me\/([A-Za-z0-9_-]+)/.exec(link)?.[1] ?? '';
const me = (token: string) => call(ctx.app, 'GET', '/api/auth/me', { token });

describe('"This wasn\'t me": a passkey added by a thief does not outlive signing out', () => {
  it('signing out other devices lists passkeys added lately (app and mail) with one single-use link that signs out everywhere and removes them', async () => {
    const api = passkeyApi(ctx.app);
    // The thief's session stepped up (it had the password) and added a passkey.
    const thief = (
      await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
        body: { email: alice.user.email, password: alice.password },
      })
    ).body.token;
    const { passkey } = await api.addPasskey(thief, 'Thief key');
    // The owner signs out every other device: the thief's session ends, the passkey would stay.
    expect((await call(ctx.app, 'POST', '/api/sessions/sign-out-others', { token: alice.token })).status).toBe(200);
    expect((await me(thief)).status).toBe(401);
    const notice = (await notices(alice.token)).find((n) => n.message.includes('Passkeys added lately'));
    expect(notice?.message).toContain('"Thief key"');
    // The bell (read by every session, the thief's too) never carries the link: only the mail does.
    expect(notice?.link).toBe('/user/security');
    expect(JSON.stringify(await notices(alice.token))).not.toContain('/security/not-me/');
    const mail = await lastMailTo(ctx, alice.user.email, 'security_review');
    expect(mail?.text).toContain('Thief key');
    const token = tokenOf(mail?.text ?? '');
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the hash is stored.
    const stored = await ctx.deps.db.execute(`SELECT token_hash FROM security_undo_tokens`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const undo = await call<SecurityUndoResult>(ctx.app, 'POST', '/api/security/not-me', { body: { token } });
    expect(undo.status).toBe(200);
    expect(undo.body.passkeysRemoved).toBe(1);
    expect((await me(alice.token)).status).toBe(401);
    const signIn = await api.signIn(assert(passkey, await api.challenge(), RP));
    expect(signIn.status).toBe(401);
    const again = await call<ErrorBody>(ctx.app, 'POST', '/api/security/not-me', { body: { token } });
    expect([again.status, again.body.code]).toEqual([400, 'INVALID_TOKEN']);
    expect((await lastMailTo(ctx, alice.user.email, 'security_undone'))?.text).toContain(
      '1 recently added passkey was removed',
    );
  });

  it('a password change offers it too; an old passkey (over 7 days) is not listed, and an expired link does nothing', async () => {
    const api = passkeyApi(ctx.app);
    await api.addPasskey(alice.token, 'Old key');
    ctx.clock.offsetMs += 8 * 86_400_000;
    const fresh = (
      await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
        body: { email: alice.user.email, password: alice.password },
      })
    ).body.token;
    await stepUp(ctx.app, fresh, alice.password);
    await api.addPasskey(fresh, 'New key');
    const next = 'another password 1';
    const changed = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/change-password', {
      token: fresh,
      body: { currentPassword: alice.password, newPassword: next, confirmPassword: next },
    });
    expect(changed.status).toBe(200);
    const notice = (await notices(changed.body.token)).find((n) => n.message.includes('Passkeys added lately'));
    expect(notice?.message).toContain('"New key"');
    expect(notice?.message).not.toContain('Old key');
    const mail = await lastMailTo(ctx, alice.user.email, 'security_review');
    ctx.clock.offsetMs += 8 * 86_400_000;
    const late = await call<ErrorBody>(ctx.app, 'POST', '/api/security/not-me', {
      body: { token: tokenOf(mail?.text ?? '') },
    });
    expect(late.status).toBe(400);
    expect((await api.list(changed.body.token)).body.map((p) => p.name).sort()).toEqual(['New key', 'Old key']);
  });

  it("removes exactly the passkeys it lists (the owner's older one stays) and pauses withdrawals", async () => {
    const api = passkeyApi(ctx.app);
    await putSettings(ctx, admin, { withdrawalCoolingOffHours: 24 });
    const account = await usdtAccount(ctx.app, alice.token);
    await api.addPasskey(alice.token, 'My phone');
    passHours(ctx, 8 * 24);
    const thief = (
      await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
        body: { email: alice.user.email, password: alice.password },
      })
    ).body.token;
    await stepUp(ctx.app, thief, alice.password);
    await api.addPasskey(thief, 'Thief key');
    // The pause after the thief's passkey is over: only the undo's own pause is under test.
    passHours(ctx, 25);
    expect((await call(ctx.app, 'POST', '/api/sessions/sign-out-others', { token: alice.token })).status).toBe(200);
    const mail = await lastMailTo(ctx, alice.user.email, 'security_review');
    expect(mail?.text).toContain('Thief key');
    expect(mail?.text).not.toContain('My phone');
    const undo = await call<SecurityUndoResult>(ctx.app, 'POST', '/api/security/not-me', {
      body: { token: tokenOf(mail?.text ?? '') },
    });
    expect(undo.body.passkeysRemoved).toBe(1);
    const back = (
      await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
        body: { email: alice.user.email, password: alice.password },
      })
    ).body.token;
    expect((await api.list(back)).body.map((p) => p.name)).toEqual(['My phone']);
    const refused = await call<ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
      token: back,
      body: { account_id: account.id, amount: 50 },
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'WITHDRAWALS_PAUSED']);
    expect((await balancesOf(ctx.app, back)).main).toBe(100);
  });
});
