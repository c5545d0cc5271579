import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { loadEnv } from '../../server/env.ts';
import { notify } from '../../server/modules/notifications/notify.ts';
import { loadVapidKeys } from '../../server/modules/push/push.keys.ts';
import { drainPushOutbox } from '../../server/modules/push/push.service.ts';
import { pushPayloadSchema } from '../../src/contract/push-payload.ts';
import { creditUser, fundedUser } from '../factories/money.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import {
  browserKeys,
  decryptPush,
  startPushService,
  type BrowserKeys,
  type PushServiceStandIn,
} from '../setup/push-service.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService.close();
});
beforeEach(async () => {
  ctx = await resetDatabase();
  pushService.received.length = 0;
  pushService.answer(201);
});

const subscribe = (token: string, endpoint: string, keys: BrowserKeys) =>
  call(ctx.app, 'POST', '/api/push/subscribe', { token, body: { endpoint, expirationTime: null, keys: keys.json } });

const subscriptionCount = async () =>
  Number((await queryRows<{ n: number }>(ctx.deps.db, sql`SELECT count(*)::int AS n FROM push_subscriptions`))[0]?.n);

/** A P-256 public key (65 raw bytes, URL-safe base64) as a JWK, for checking the VAPID signature. */
async function vapidVerifier(publicKey: string) {
  const raw = Buffer.from(publicKey, 'base64url');
  return importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    'ES256',
  );
}

describe('push keys and subscriptions', () => {
  it('serves one VAPID public key, a 65-byte P-256 point', async () => {
    const a = await call<{ publicKey: string }>(ctx.app, 'GET', '/api/push/public-key');
    const b = await call<{ publicKey: string }>(ctx.app, 'GET', '/api/push/public-key');
    expect(a.status).toBe(200);
    expect(Buffer.from(a.body.publicKey, 'base64url')).toHaveLength(65);
    expect(b.body.publicKey).toBe(a.body.publicKey);
  });

  it('generates the key pair once under DATA_DIR, or takes both keys from the environment', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
    const first = loadVapidKeys(loadEnv({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }));
    const again = loadVapidKeys(loadEnv({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }));
    expect(again).toEqual(first);
    expect(first.subject).toBe('mailto:no-reply@localhost');
    const given = loadVapidKeys(
      loadEnv({
        DATA_DIR: dataDir,
        JWT_SECRET: 'x'.repeat(40),
        VAPID_PUBLIC_KEY: first.publicKey,
        VAPID_PRIVATE_KEY: first.privateKey,
        VAPID_SUBJECT: 'https://wallet.example',
      }),
    );
    expect(given).toEqual({ ...first, subject: 'https://wallet.example' });
    expect(() =>
      loadVapidKeys(loadEnv({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), VAPID_PUBLIC_KEY: first.publicKey })),
    ).toThrow(/both/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'ftp://nope' })).toThrow(/VAPID_SUBJECT/);
  });

  it('validates subscriptions, needs a signed-in investor, and keeps one row per browser', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const admin = await loginAdmin(ctx.app);
    const keys = browserKeys();
    const endpoint = `${pushService.url}/push/one`;
    expect((await subscribe('', endpoint, keys)).status).toBe(401);
    expect((await subscribe(admin.token, endpoint, keys)).status).toBe(403);
    const bad = await call<{ errors: Record<string, string> }>(ctx.app, 'POST', '/api/push/subscribe', {
      token: alice.token,
      body: { endpoint: 'ftp://push.example/x', keys: { p256dh: 'short', auth: keys.json.auth }, extra: 1 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['endpoint', 'extra', 'keys.p256dh']);
    const remote = await subscribe(alice.token, 'http://push.example/x', keys);
    expect(remote.status).toBe(400);
    expect(remote.body).toMatchObject({ errors: { endpoint: 'must be an https URL' } });

    expect((await subscribe(alice.token, endpoint, keys)).status).toBe(201);
    expect((await subscribe(alice.token, endpoint, keys)).status).toBe(201);
    expect(await subscriptionCount()).toBe(1);
    // Bob signs in on the same browser: the subscription is his now, and Alice cannot remove it.
    expect((await subscribe(bob.token, endpoint, keys)).status).toBe(201);
    expect(await subscriptionCount()).toBe(1);
    expect(
      (await call(ctx.app, 'DELETE', '/api/push/subscribe', { token: alice.token, body: { endpoint } })).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'DELETE', '/api/push/subscribe', { token: bob.token, body: { endpoint } })).status,
    ).toBe(200);
    expect(await subscriptionCount()).toBe(0);
  });
});

describe('pushing notifications', () => {
  it('sends each committed notification as an encrypted, VAPID-signed Web Push the browser can decrypt', async () => {
    const admin = await loginAdmin(ctx.app);
    const alice = await registerUser(ctx.app);
    const keys = browserKeys();
    expect((await subscribe(alice.token, `${pushService.url}/push/alice`, keys)).status).toBe(201);

    await creditUser(ctx.app, admin.token, alice.user.id, 25);
    await drainPushOutbox(ctx.deps);

    expect(pushService.received).toHaveLength(1);
    const [req] = pushService.received;
    if (!req) throw new Error('no push');
    expect(req.path).toBe('/push/alice');
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(req.headers['content-type']).toBe('application/octet-stream');
    expect(req.headers.ttl).toBe('86400');
    expect(req.headers.urgency).toBe('normal');
    const publicKey = (await call<{ publicKey: string }>(ctx.app, 'GET', '/api/push/public-key')).body.publicKey;
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(req.headers.authorization));
    expect(match?.[2]).toBe(publicKey);
    const jwt = match?.[1] ?? '';
    expect(decodeProtectedHeader(jwt).alg).toBe('ES256');
    const { payload: claims } = await jwtVerify(jwt, await vapidVerifier(publicKey), { audience: pushService.url });
    expect(claims.sub).toMatch(/^mailto:|^https:/);

    const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(req.body, keys)));
    expect(payload.body).toMatch(/^25\.00 USD was added to your Main Wallet by an administrator/);
    expect(payload.link).toBe('/user/transactions');
    console.log(
      `[push] ${req.body.length}-byte aes128gcm body, TTL ${req.headers.ttl}, payload ${JSON.stringify(payload).length} bytes`,
    );
  });

  it('pushes notifications written outside notify() too (a transfer notifies both sides), only to subscribed users', async () => {
    const admin = await loginAdmin(ctx.app);
    const alice = await fundedUser(ctx.app, admin.token, 100);
    const bob = await fundedUser(ctx.app, admin.token, 0);
    await drainPushOutbox(ctx.deps);
    const bobKeys = browserKeys();
    await subscribe(bob.token, `${pushService.url}/push/bob`, bobKeys);

    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 10 },
    });
    expect(sent.status).toBe(200);
    await drainPushOutbox(ctx.deps);
    expect(pushService.received.map((r) => r.path)).toEqual(['/push/bob']);
    expect(decryptPush(pushService.received[0]?.body ?? Buffer.alloc(0), bobKeys)).toContain(
      'You received 10.00 USD from',
    );
    // Alice has no subscription: her notification never entered the outbox.
    expect(await queryRows(ctx.deps.db, sql`SELECT 1 FROM push_outbox`)).toHaveLength(0);
  });

  it('pushes nothing for a rolled-back notification', async () => {
    const alice = await registerUser(ctx.app);
    await subscribe(alice.token, `${pushService.url}/push/alice`, browserKeys());
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await notify(
          tx,
          { userId: alice.user.id, message: 'never happened', event: 'deposit_approved' },
          ctx.deps.now(),
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await drainPushOutbox(ctx.deps);
    expect(pushService.received).toHaveLength(0);
  });

  it('forgets a subscription the push service calls gone (410)', async () => {
    const alice = await registerUser(ctx.app);
    await subscribe(alice.token, `${pushService.url}/push/gone`, browserKeys());
    pushService.answer(410);
    await ctx.deps.db.transaction((tx) =>
      notify(
        tx,
        { userId: alice.user.id, message: 'hello', link: '/user/dashboard', event: 'deposit_approved' },
        ctx.deps.now(),
      ),
    );
    await drainPushOutbox(ctx.deps);
    expect(pushService.received).toHaveLength(1);
    expect(await subscriptionCount()).toBe(0);
  });
});
