import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { RecoveryCodesResponse, TwoFactorStatus } from '../../src/contract/two-factor.ts';
import { balancesOf, fundedUser } from '../factories/money.ts';
import { usdtAccount } from '../factories/payments.ts';
import { codeAt, enableTwoFactorWithCodes, nextStep } from '../factories/two-factor.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

const CODE_FORMAT = /^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/;
type Creds = { email: string; password: string };
const login = (creds: Creds, totp?: string) =>
  call<ErrorBody & { token?: string }>(ctx.app, 'POST', '/api/auth/login', {
    body: totp === undefined ? creds : { ...creds, totp },
  });
const status = (token: string) => call<TwoFactorStatus>(ctx.app, 'GET', '/api/two-factor', { token });
const newCodes = (token: string, body: Record<string, unknown>) =>
  call<RecoveryCodesResponse & ErrorBody>(ctx.app, 'POST', '/api/two-factor/recovery-codes', { token, body });
const messagesOf = async (userId: string) =>
  (
    await queryRows<{ message: string }>(
      ctx.deps.db,
      sql`SELECT message FROM notifications WHERE user_id = ${userId} ORDER BY created_at`,
    )
  ).map((r) => r.message);

async function userWithTwoFactor() {
  const u = await registerUser(ctx.app);
  const { secret, recoveryCodes } = await enableTwoFactorWithCodes(ctx, u.token);
  return { ...u, secret, recoveryCodes, creds: { email: u.user.email, password: u.password } };
}

describe('two-factor recovery codes', () => {
  it('are 10 distinct codes answered once by enable; only their hashes are stored', async () => {
    const u = await userWithTwoFactor();
    expect(u.recoveryCodes).toHaveLength(10);
    expect(new Set(u.recoveryCodes).size).toBe(10);
    for (const code of u.recoveryCodes) expect(code).toMatch(CODE_FORMAT);
    const rows = await queryRows<{ code_hash: string }>(
      ctx.deps.db,
      sql`SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ${u.user.id}`,
    );
    expect(rows).toHaveLength(10);
    const stored = rows.map((r) => r.code_hash).join(' ');
    for (const code of u.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    expect((await status(u.token)).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await call(ctx.app, 'GET', '/api/two-factor', { token: u.token })).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
  });

  it('sign in once each, in place of the 6-digit code, told by notification, mail and audit', async () => {
    const u = await userWithTwoFactor();
    const [first, second] = u.recoveryCodes;
    const ok = await login(u.creds, first);
    expect(ok.status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: ok.body.token })).status).toBe(200);
    const replay = await login(u.creds, first);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'TOTP_INVALID', errors: { totp: 'is not valid' } });
    // Typed the way people copy from paper: upper case, no hyphen, spaces, O for 0 and I for 1.
    const typed = ` ${second!.toUpperCase().replace('-', ' ').replace(/0/g, 'O').replace(/1/g, 'I')} `;
    expect((await login(u.creds, typed)).status).toBe(200);
    expect((await status(u.token)).body.recoveryCodesLeft).toBe(8);

    expect(await messagesOf(u.user.id)).toContain('A recovery code was used to sign in; 8 left.');
    const mail = await lastMailTo(ctx, u.user.email);
    expect(mail?.subject).toBe('A recovery code was used to sign in');
    expect(mail?.text).toContain('8 left');
    const audited = await queryRows<{ action: string; after: { use: string; left: number } }>(
      ctx.deps.db,
      sql`SELECT action, after FROM audit_log WHERE actor_id = ${u.user.id} AND action LIKE 'two_factor.%' ORDER BY id`,
    );
    expect(audited.map((a) => [a.action, a.after.use, a.after.left])).toEqual([
      ['two_factor.recovery_code_use', 'sign-in', 9],
      ['two_factor.recovery_code_use', 'sign-in', 8],
    ]);
    // A code of another account is no code here.
    const other = await userWithTwoFactor();
    expect((await login(u.creds, other.recoveryCodes[0])).body.code).toBe('TOTP_INVALID');
  });

  it('let exactly one of two logins racing with the same code through', async () => {
    const u = await userWithTwoFactor();
    const code = u.recoveryCodes[0];
    const answers = await Promise.all([login(u.creds, code), login(u.creds, code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(answers.find((a) => a.status === 401)?.body.code).toBe('TOTP_INVALID');
    expect((await status(u.token)).body.recoveryCodesLeft).toBe(9);
  });

  it('are replaced by a new set (password + a code); the old set stops working', async () => {
    const u = await userWithTwoFactor();
    const wrongPassword = await newCodes(u.token, { password: 'not my password', code: await codeAt(ctx, u.secret) });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors).toEqual({ password: 'is incorrect' });
    const wrongCode = await newCodes(u.token, { password: u.password, code: '000000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body).toMatchObject({ code: 'TOTP_INVALID', errors: { code: 'is not valid' } });

    const fresh = await newCodes(u.token, { password: u.password, code: await codeAt(ctx, u.secret) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect(fresh.body.recoveryCodes.some((c) => u.recoveryCodes.includes(c))).toBe(false);
    expect((await login(u.creds, u.recoveryCodes[0])).body.code).toBe('TOTP_INVALID');
    expect((await login(u.creds, fresh.body.recoveryCodes[0])).status).toBe(200);

    // A recovery code may stand in for the authenticator here too (the phone is lost).
    const again = await newCodes(u.token, { password: u.password, code: fresh.body.recoveryCodes[1] });
    expect(again.status).toBe(200);
    expect((await status(u.token)).body.recoveryCodesLeft).toBe(10);
    expect(await messagesOf(u.user.id)).toContain(
      'New recovery codes were made for your account; the old ones no longer work.',
    );

    // Two new sets asked at once with two codes of one set: the first replaces that set, so the
    // other's code is gone and exactly one new set of 10 exists.
    const both = await Promise.all(
      again.body.recoveryCodes.slice(0, 2).map((code) => newCodes(u.token, { password: u.password, code })),
    );
    expect(both.map((b) => b.status).sort()).toEqual([200, 400]);
    expect((await status(u.token)).body.recoveryCodesLeft).toBe(10);
  });

  it('are deleted when two-factor is turned off (a recovery code may turn it off)', async () => {
    const u = await userWithTwoFactor();
    const off = await call(ctx.app, 'POST', '/api/two-factor/disable', {
      token: u.token,
      body: { password: u.password, code: u.recoveryCodes[0] },
    });
    expect(off.status).toBe(200);
    const [left] = await queryRows<{ n: number }>(
      ctx.deps.db,
      sql`SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE user_id = ${u.user.id}`,
    );
    expect(left?.n).toBe(0);
    expect((await status(u.token)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await newCodes(u.token, { password: u.password, code: u.recoveryCodes[1] })).status).toBe(409);

    // Turned on again: a new set; the codes of the first one do nothing.
    nextStep(ctx);
    const again = await enableTwoFactorWithCodes(ctx, u.token);
    expect(again.recoveryCodes.some((c) => u.recoveryCodes.includes(c))).toBe(false);
    expect((await login(u.creds, u.recoveryCodes[1])).body.code).toBe('TOTP_INVALID');
  });

  it('confirm a withdrawal once, in place of the 6-digit code', async () => {
    const admin = await loginAdmin(ctx.app);
    const u = await fundedUser(ctx.app, admin.token, 500);
    const account = await usdtAccount(ctx.app, u.token);
    const { recoveryCodes } = await enableTwoFactorWithCodes(ctx, u.token);
    const body = { account_id: account.id, amount: 50, totp: recoveryCodes[0] };
    const ok = await call(ctx.app, 'POST', '/api/withdrawals', {
      token: u.token,
      body,
      headers: { 'Idempotency-Key': 'rc-1' },
    });
    expect(ok.status).toBe(200);
    expect((await balancesOf(ctx.app, u.token)).main).toBe(450);
    const replay = await call<ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
      token: u.token,
      body,
      headers: { 'Idempotency-Key': 'rc-2' },
    });
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({ code: 'TOTP_INVALID', errors: { totp: 'is not valid' } });
    expect((await balancesOf(ctx.app, u.token)).main).toBe(450);
    expect(await messagesOf(u.user.id)).toContain('A recovery code was used to confirm a withdrawal; 9 left.');
  });

  it('refuse malformed codes with 400 naming the field', async () => {
    const u = await userWithTwoFactor();
    const badLogin = await login(u.creds, 'abcd-efgu');
    expect(badLogin.status).toBe(400);
    expect(badLogin.body.errors).toEqual({
      totp: 'must be the 6-digit code from your authenticator app or a recovery code (xxxx-xxxx)',
    });
    expect((await login(u.creds, '12345')).body.errors).toHaveProperty('totp');
    const badBody = await newCodes(u.token, { code: 'x'.repeat(40) });
    expect(badBody.status).toBe(400);
    // Both may be left out now (this session's step-up stands in); a malformed code is still named.
    expect(Object.keys(badBody.body.errors ?? {}).sort()).toEqual(['code']);
    const extra = await newCodes(u.token, { password: u.password, code: u.recoveryCodes[0], admin: true });
    expect(extra.status).toBe(400);
    // Enrolment still wants the authenticator itself, never a recovery code (past the step-up it needs).
    nextStep(ctx);
    await stepUp(ctx.app, u.token, u.password, await codeAt(ctx, u.secret));
    const enrol = await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/enable', {
      token: u.token,
      body: { code: u.recoveryCodes[0] },
    });
    expect(enrol.status).toBe(400);
    expect(enrol.body.errors).toEqual({ code: 'must be the 6-digit code from your authenticator app' });
    expect((await status(u.token)).body.recoveryCodesLeft).toBe(10);
  });
});
