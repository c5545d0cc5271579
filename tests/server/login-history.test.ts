import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { LoginHistoryPage, SessionList } from '../../src/contract/sessions.ts';
import {
  CHROME_WINDOWS,
  FIREFOX_LINUX,
  FIREFOX_LINUX_NEWER,
  SAFARI_IPHONE,
  signInFrom,
  tokenFrom,
} from '../factories/sessions.ts';
import { codeAt, enableTwoFactor } from '../factories/two-factor.ts';
import { newUserInput, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { mailsTo, lastMailTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { NotificationList } from '../../src/contract/notification-shape.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

const historyOf = (token: string, query = '') =>
  call<LoginHistoryPage>(ctx.app, 'GET', `/api/sessions/login-history${query}`, { token });
const newDeviceMails = async (email: string) => (await mailsTo(ctx, email)).filter((m) => m.template === 'new_device');

describe('login history', () => {
  it('records successes and failures with their reason, address, device and place, newest first, in pages', async () => {
    const user = await registerUser(ctx.app);
    const email = user.user.email;
    expect((await signInFrom(ctx.app, { email, password: 'wrong password!' }, FIREFOX_LINUX, '10.1.2.3')).status).toBe(
      401,
    );
    await tokenFrom(ctx.app, email, user.password, CHROME_WINDOWS);
    const res = await historyOf(user.token);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => [i.success, i.reason, i.method])).toEqual([
      [true, null, 'password'],
      [false, 'wrong_password', 'password'],
      [true, null, 'register'],
    ]);
    expect(res.body.items[0]).toMatchObject({ browser: 'Chrome 131', os: 'Windows 10', platform: 'desktop' });
    expect(res.body.items[1]).toMatchObject({
      browser: 'Firefox 133',
      os: 'Linux',
      ipAddress: '10.1.2.3',
      place: 'Local network',
    });

    const first = await historyOf(user.token, '?limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await historyOf(user.token, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((i) => i.method)).toEqual(['register']);
    expect(second.body.nextCursor).toBeNull();
    expect((await historyOf(user.token, '?cursor=abc')).status).toBe(400);
  });

  it('records a missing two-factor code, a wrong one and throttled attempts', async () => {
    const user = await registerUser(ctx.app);
    const email = user.user.email;
    const secret = await enableTwoFactor(ctx, user.token);
    expect((await signInFrom(ctx.app, { email, password: user.password }, CHROME_WINDOWS)).body.code).toBe(
      'TOTP_REQUIRED',
    );
    expect(
      (await signInFrom(ctx.app, { email, password: user.password, totp: '000000' }, CHROME_WINDOWS)).body.code,
    ).toBe('TOTP_INVALID');
    const ok = await signInFrom(
      ctx.app,
      { email, password: user.password, totp: await codeAt(ctx, secret) },
      CHROME_WINDOWS,
    );
    expect(ok.status).toBe(200);
    // 10 attempts per account in 15 minutes: the rest are throttled, and shown to the owner.
    let throttled = 0;
    for (let i = 0; i < 10; i += 1)
      if ((await signInFrom(ctx.app, { email, password: 'nope nope nope' }, FIREFOX_LINUX)).status === 429)
        throttled += 1;
    expect(throttled).toBeGreaterThan(0);
    const token = ok.body.token ?? '';
    const reasons = (await historyOf(token, '?limit=100')).body.items.map((i) => i.reason);
    expect(reasons.filter((r) => r === 'throttled')).toHaveLength(throttled);
    expect(reasons).toEqual(expect.arrayContaining(['totp_required', 'totp_invalid', 'wrong_password', null]));
  });

  it('keeps failures for an unknown account out of every history, for operators only', async () => {
    const user = await registerUser(ctx.app);
    expect(
      (await signInFrom(ctx.app, { email: 'nobody-here@example.com', password: 'whatever it is' }, FIREFOX_LINUX))
        .status,
    ).toBe(401);
    const rows = await queryRows<{ user_id: string | null; reason: string }>(
      ctx.deps.db,
      sql`SELECT user_id, reason FROM login_attempts WHERE account = 'nobody-here@example.com'`,
    );
    expect(rows).toEqual([{ user_id: null, reason: 'unknown_account' }]);
    expect((await historyOf(user.token)).body.items.map((i) => i.reason)).toEqual([null]);
  });
});

describe('new-device sign-in', () => {
  it('notifies in the app and queues one security mail for a device not seen before, and not again for it', async () => {
    const user = await registerUser(ctx.app, {});
    const email = user.user.email;
    // Registered with no User-Agent (a script): the first browser is the baseline, told nothing.
    await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: user.password } });
    await tokenFrom(ctx.app, email, user.password, CHROME_WINDOWS);
    expect(await newDeviceMails(email)).toEqual([]);

    await tokenFrom(ctx.app, email, user.password, FIREFOX_LINUX);
    expect(await newDeviceMails(email)).toHaveLength(1);
    const mail = await lastMailTo(ctx, email, 'new_device');
    expect(mail?.subject).toBe('New sign-in from Firefox 133 on Linux');
    expect(mail?.text).toContain('Local network');
    const notes = await call<NotificationList>(ctx.app, 'GET', '/api/notifications', { token: user.token });
    expect(
      notes.body.notifications.some((n) =>
        n.message.startsWith('New sign-in to your account from Firefox 133 on Linux'),
      ),
    ).toBe(true);

    // The same browser after an update is the same device.
    await tokenFrom(ctx.app, email, user.password, FIREFOX_LINUX_NEWER);
    await tokenFrom(ctx.app, email, user.password, FIREFOX_LINUX);
    expect(await newDeviceMails(email)).toHaveLength(1);
  });

  it('sends no new-device mail at registration nor again from that browser; once when two sign-ins from a new device race; a script is a new device too', async () => {
    const input = newUserInput();
    const registered = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/register', {
      body: input,
      headers: { 'user-agent': CHROME_WINDOWS },
    });
    expect(registered.status).toBe(201);
    await tokenFrom(ctx.app, input.email, input.password, CHROME_WINDOWS);
    expect(await newDeviceMails(input.email)).toEqual([]);
    const both = await Promise.all([
      tokenFrom(ctx.app, input.email, input.password, SAFARI_IPHONE),
      tokenFrom(ctx.app, input.email, input.password, SAFARI_IPHONE),
    ]);
    expect(await newDeviceMails(input.email)).toHaveLength(1);
    const sessions = await call<SessionList>(ctx.app, 'GET', '/api/sessions', { token: both[0] });
    expect(sessions.body.data.filter((s) => s.browser === 'Safari 17')).toHaveLength(2);
    // No User-Agent at all (a script with the password): announced as well.
    await call(ctx.app, 'POST', '/api/auth/login', { body: { email: input.email, password: input.password } });
    expect(await newDeviceMails(input.email)).toHaveLength(2);
    expect((await lastMailTo(ctx, input.email, 'new_device'))?.subject).toBe(
      'New sign-in from Unknown browser on Unknown system',
    );
  });

  it('names the approximate place of a public address (geoip-lite)', async () => {
    const user = await registerUser(ctx.app);
    const token = await tokenFrom(ctx.app, user.user.email, user.password, CHROME_WINDOWS, '81.2.69.142');
    const current = (await call<SessionList>(ctx.app, 'GET', '/api/sessions', { token })).body.data.find(
      (s) => s.current,
    );
    expect(current).toMatchObject({ ipAddress: '81.2.69.142', place: expect.stringMatching(/United Kingdom$/) });
  });
});
