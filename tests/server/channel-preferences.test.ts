import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { drainPushOutbox } from '../../server/modules/push/push.service.ts';
import type { MailPreferences } from '../../src/contract/notification-preferences.ts';
import { createSchema } from '../factories/invest.ts';
import { creditUser, fundedUser, type Funded } from '../factories/money.ts';
import { enableTwoFactor } from '../factories/two-factor.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { mailsTo } from '../setup/outbox.ts';
import {
  browserKeys,
  decryptPush,
  startPushService,
  type BrowserKeys,
  type PushServiceStandIn,
} from '../setup/push-service.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService.close();
});
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  pushService.received.length = 0;
  pushService.answer(201);
});

type Change = { category: string; inApp?: unknown; email?: unknown; push?: unknown };
const prefs = (token: string) => call<MailPreferences>(ctx.app, 'GET', '/api/notification-preferences', { token });
const setPrefs = (token: string, preferences: Change[]) =>
  call<MailPreferences & ErrorBody>(ctx.app, 'PUT', '/api/notification-preferences', { token, body: { preferences } });
const bell = async (token: string) => {
  const res = await call<{ notifications: Array<{ message: string }>; unreadCount: number }>(
    ctx.app,
    'GET',
    '/api/notifications',
    { token },
  );
  const count = await call<{ count: number }>(ctx.app, 'GET', '/api/notifications/unread-count', { token });
  expect(count.body.count).toBe(res.body.unreadCount);
  return { messages: res.body.notifications.map((n) => n.message), unread: res.body.unreadCount };
};
const invest = (u: Funded, schemaId: string) =>
  call(ctx.app, 'POST', '/api/investments', {
    token: u.token,
    body: { schema_id: schemaId, amount: 100, wallet_type: 'main' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
const subscribe = async (u: Funded, keys: BrowserKeys) => {
  const endpoint = `${pushService.url}/push/${u.user.id}`;
  expect(
    (
      await call(ctx.app, 'POST', '/api/push/subscribe', {
        token: u.token,
        body: { endpoint, expirationTime: null, keys: keys.json },
      })
    ).status,
  ).toBe(201);
  return `/push/${u.user.id}`;
};
const pushedTexts = (path: string, keys: BrowserKeys) =>
  pushService.received.filter((r) => r.path === path).map((r) => decryptPush(r.body, keys));

describe('in-app and push choices per category', () => {
  it('turning in-app off for investments stops investment notifications for that user only; e-mail and other categories go on', async () => {
    const ann = await fundedUser(ctx.app, admin, 1000);
    const ben = await fundedUser(ctx.app, admin, 1000);
    const plan = await createSchema(ctx.app, admin);
    const off = await setPrefs(ann.token, [{ category: 'investments', inApp: false }]);
    expect(off.status).toBe(200);
    expect(off.body.preferences.find((p) => p.category === 'investments')).toEqual({
      category: 'investments',
      inApp: false,
      email: true,
      push: true,
      locked: false,
    });
    const before = await bell(ann.token);

    expect((await invest(ann, plan.id)).status).toBe(201);
    expect((await invest(ben, plan.id)).status).toBe(201);
    const after = await bell(ann.token);
    expect(after.messages.some((m) => m.startsWith('You invested'))).toBe(false);
    expect(after.unread).toBe(before.unread);
    expect((await bell(ben.token)).messages[0]).toBe(`You invested 100.00 USD in ${plan.name}`);
    // Her e-mail choice for investments is untouched, and money still reaches her bell.
    expect((await mailsTo(ctx, ann.user.email)).map((m) => m.template)).toContain('investment_made');
    await creditUser(ctx.app, admin, ann.user.id, 5);
    const money = await bell(ann.token);
    expect(money.messages[0]).toMatch(/^5\.00 USD was added to your Main Wallet/);
    expect(money.unread).toBe(before.unread + 1);
  });

  it('turning push off for money stops money pushes; in-app off with push on still pushes, without a bell entry', async () => {
    const ann = await fundedUser(ctx.app, admin, 0);
    const ben = await fundedUser(ctx.app, admin, 0);
    const annKeys = browserKeys();
    const benKeys = browserKeys();
    const annPath = await subscribe(ann, annKeys);
    const benPath = await subscribe(ben, benKeys);
    expect((await setPrefs(ann.token, [{ category: 'money', push: false }])).status).toBe(200);

    await creditUser(ctx.app, admin, ann.user.id, 7);
    await creditUser(ctx.app, admin, ben.user.id, 8);
    await drainPushOutbox(ctx.deps);
    expect(pushedTexts(annPath, annKeys)).toEqual([]);
    expect(pushedTexts(benPath, benKeys)).toHaveLength(1);
    expect((await bell(ann.token)).messages[0]).toMatch(/^7\.00 USD was added/);

    // The other way round: no bell entry, but the push goes, and the unread count does not move.
    expect((await setPrefs(ann.token, [{ category: 'money', inApp: false, push: true }])).status).toBe(200);
    const before = await bell(ann.token);
    await creditUser(ctx.app, admin, ann.user.id, 9);
    await drainPushOutbox(ctx.deps);
    expect(pushedTexts(annPath, annKeys).join()).toContain('9.00 USD was added to your Main Wallet');
    expect(await bell(ann.token)).toEqual(before);
    expect(await queryRows(ctx.deps.db, sql`SELECT 1 FROM push_outbox`)).toHaveLength(0);
  });

  it('the send-money statement and broadcasts are routed too: money and news choices apply', async () => {
    const ann = await fundedUser(ctx.app, admin, 100);
    const ben = await fundedUser(ctx.app, admin, 0);
    expect(
      (
        await setPrefs(ben.token, [
          { category: 'money', inApp: false },
          { category: 'news', inApp: false, email: false },
        ])
      ).status,
    ).toBe(200);
    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: ann.token,
      body: { sender_wallet_id: ann.main.id, recipient_email: ben.user.email, amount: 10 },
    });
    expect(sent.status).toBe(200);
    expect((await bell(ann.token)).messages[0]).toMatch(/^You sent 10\.00 USD/);
    expect((await bell(ben.token)).messages.some((m) => m.startsWith('You received'))).toBe(false);

    // The preview counts whom a broadcast to all reaches (investors only, not the admin), as sending then does.
    const audience = await call<{ investors: number }>(ctx.app, 'GET', '/api/admin/notifications/audience', {
      token: admin,
    });
    expect(audience.body).toEqual({ investors: 2 });
    const news = await call<{ broadcast: { recipients: number } }>(ctx.app, 'POST', '/api/admin/notifications', {
      token: admin,
      body: { all: true, message: 'New plans this week.' },
    });
    expect(news.status).toBe(201);
    expect(news.body.broadcast.recipients).toBe(2);
    expect((await bell(ann.token)).messages[0]).toBe('New plans this week.');
    expect((await bell(ben.token)).messages).not.toContain('New plans this week.');
    expect((await mailsTo(ctx, ben.user.email)).map((m) => m.template)).not.toContain('news');
  });
});

describe('security', () => {
  it('is always delivered in the app and by push, whatever is stored', async () => {
    const ann = await fundedUser(ctx.app, admin, 0);
    const keys = browserKeys();
    const path = await subscribe(ann, keys);
    for (const category of ['money', 'investments', 'support', 'news']) {
      expect((await setPrefs(ann.token, [{ category, inApp: false, email: false, push: false }])).status).toBe(200);
    }
    // Even a row that says "off" (written behind the API's back) does not silence security.
    await ctx.deps.db.execute(
      sql`INSERT INTO notification_preferences (user_id, category, in_app, email, push) VALUES (${ann.user.id}, 'security', FALSE, FALSE, FALSE)`,
    );
    expect((await prefs(ann.token)).body.preferences.find((p) => p.category === 'security')).toEqual({
      category: 'security',
      inApp: true,
      email: true,
      push: true,
      locked: true,
    });

    await enableTwoFactor(ctx, ann.token);
    await drainPushOutbox(ctx.deps);
    expect((await bell(ann.token)).messages[0]).toBe('Two-factor authentication was turned on for your account.');
    expect(pushedTexts(path, keys).join()).toContain('Two-factor authentication was turned on');
    expect((await mailsTo(ctx, ann.user.email)).map((m) => m.template)).toContain('two_factor_on');
  });
});

describe('bad input', () => {
  it('is a 400 naming the field, and changes nothing', async () => {
    const ann = await fundedUser(ctx.app, admin, 0);
    const cases: Array<[Change[], string, string]> = [
      [
        [{ category: 'security', push: false }],
        'preferences.0.push',
        'security notifications cannot be turned off for push',
      ],
      [
        [
          { category: 'money', inApp: false },
          { category: 'security', inApp: false },
        ],
        'preferences.1.inApp',
        'security notifications cannot be turned off in the app',
      ],
      [
        [
          { category: 'money', inApp: false },
          { category: 'money', push: false },
        ],
        'preferences.1.category',
        'is listed twice',
      ],
      [[{ category: 'money', inApp: 'no' }], 'preferences.0.inApp', ''],
      [[{ category: 'money' }], 'preferences.0', 'must set inApp, email or push'],
      [[{ category: 'sms', push: false }], 'preferences.0.category', ''],
    ];
    for (const [body, field, problem] of cases) {
      const res = await setPrefs(ann.token, body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toEqual([field]);
      if (problem) expect(res.body.errors?.[field]).toBe(problem);
    }
    const unknownChannel = await call<ErrorBody>(ctx.app, 'PUT', '/api/notification-preferences', {
      token: ann.token,
      body: { preferences: [{ category: 'money', sms: false }] },
    });
    expect(unknownChannel.status).toBe(400);
    expect(unknownChannel.body.errors).toHaveProperty('sms');
    expect((await prefs(ann.token)).body.preferences.every((p) => p.inApp && p.email && p.push)).toBe(true);
  });

  it('leaves channels a change does not name as they were (an e-mail-only client keeps working)', async () => {
    const ann = await fundedUser(ctx.app, admin, 0);
    expect((await setPrefs(ann.token, [{ category: 'support', push: false }])).status).toBe(200);
    const emailOnly = await setPrefs(ann.token, [{ category: 'support', email: false }]);
    expect(emailOnly.body.preferences.find((p) => p.category === 'support')).toEqual({
      category: 'support',
      inApp: true,
      email: false,
      push: false,
      locked: false,
    });
    const inAppOnly = await setPrefs(ann.token, [{ category: 'support', inApp: false }]);
    expect(inAppOnly.body.preferences.find((p) => p.category === 'support')).toEqual({
      category: 'support',
      inApp: false,
      email: false,
      push: false,
      locked: false,
    });
  });
});
