import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainPushOutbox } from '../../server/modules/push/push.service.ts';
import type { ErrorBody } from '../../src/contract/errors.ts';
import { localeFormat } from '../../src/contract/locale-format.ts';
import type { Locale } from '../../src/contract/locales.ts';
import type { NotificationList } from '../../src/contract/notification-shape.ts';
import { pushPayloadSchema } from '../../src/contract/push-payload.ts';
import { maskEmail, partyLabel } from '../../src/contract/transfers.ts';
import { fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo, mailsTo } from '../setup/outbox.ts';
import { browserKeys, decryptPush, startPushService, type PushServiceStandIn } from '../setup/push-service.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/**
 * The "money sent" and "money received" notices, their push and the money-received mail are written
 * by the send statement in the database, in each party's language, with amounts the language's way.
 */
let ctx: TestContext;
let admin: string;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushService();
  // The first database of the run is built from the migrations: slower than the resets after it.
  await resetDatabase();
}, 180_000);
afterAll(async () => {
  await pushService.close();
});
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  pushService.received.length = 0;
  pushService.answer(201);
});

async function investorIn(language: Locale, main = 0): Promise<Funded> {
  const user = await fundedUser(ctx.app, admin, main);
  expect((await call(ctx.app, 'PUT', '/api/auth/profile', { token: user.token, body: { language } })).status).toBe(200);
  return user;
}

/** Sends `amount` and answers the send's reference. */
async function send(from: Funded, to: Funded, amount: number): Promise<string> {
  const sent = await call<{ transaction: { reference: string } }>(ctx.app, 'POST', '/api/send-money-now', {
    token: from.token,
    body: { sender_wallet_id: from.main.id, recipient_email: to.user.email, amount },
  });
  expect(sent.status).toBe(200);
  return sent.body.transaction.reference;
}

const bell = async (token: string) =>
  (await call<NotificationList>(ctx.app, 'GET', '/api/notifications', { token })).body.notifications.map(
    (n) => n.message,
  );
const shown = (u: Funded) => partyLabel(u.user.firstName, u.user.lastName, maskEmail(u.user.email));
const ru = localeFormat('ru', 'UTC');
const es = localeFormat('es', 'UTC');

describe('send notices in each party’s language', () => {
  it('tells a Russian recipient in Russian (bell, push and mail) and a Spanish sender in Spanish', async () => {
    const carmen = await investorIn('es', 2_000);
    const ivan = await investorIn('ru');
    const keys = browserKeys();
    const subscribed = await call(ctx.app, 'POST', '/api/push/subscribe', {
      token: ivan.token,
      body: { endpoint: `${pushService.url}/push/ivan`, expirationTime: null, keys: keys.json },
    });
    expect(subscribed.status).toBe(201);

    const reference = await send(carmen, ivan, 1_234.5);

    expect(ru.money(1_234.5, 'USD')).toBe('1\u00a0234,50 USD');
    const received = `Вы получили ${ru.money(1_234.5, 'USD')} от ${shown(carmen)} (${reference})`;
    expect(await bell(ivan.token)).toContain(received);
    expect(es.money(1_234.5, 'USD')).toBe('1234,50 USD');
    expect(await bell(carmen.token)).toContain(
      `Has enviado ${es.money(1_234.5, 'USD')} a ${ivan.user.email} (${reference})`,
    );

    await drainPushOutbox(ctx.deps);
    const push = pushService.received.find((r) => r.path === '/push/ivan');
    expect(pushPayloadSchema.parse(JSON.parse(decryptPush(push?.body ?? Buffer.alloc(0), keys))).body).toBe(received);

    const mail = await lastMailTo(ctx, ivan.user.email, 'money_received');
    expect(mail?.subject).toBe(`Вы получили ${ru.money(1_234.5, 'USD')}`);
    expect(mail?.text).toContain(`${shown(carmen)} отправил(а) вам ${ru.money(1_234.5, 'USD')}`);
    // The subject the outbox keeps (the admins' mail log) is the one sent.
    expect((await mailsTo(ctx, ivan.user.email)).find((m) => m.template === 'money_received')?.subject).toBe(
      mail?.subject,
    );
  });

  it('writes English notices and mail exactly as before', async () => {
    const alice = await investorIn('en', 2_000);
    const bob = await investorIn('en');
    const reference = await send(alice, bob, 1_234.5);
    expect(await bell(alice.token)).toContain(`You sent 1,234.50 USD to ${bob.user.email} (${reference})`);
    expect(await bell(bob.token)).toContain(`You received 1,234.50 USD from ${shown(alice)} (${reference})`);
    const mails = await mailsTo(ctx, bob.user.email);
    expect(mails.find((m) => m.template === 'money_received')?.subject).toBe('You received 1,234.50 USD');
    const mail = await lastMailTo(ctx, bob.user.email, 'money_received');
    expect(mail?.subject).toBe('You received 1,234.50 USD');
    expect(mail?.text).toContain(`${shown(alice)} sent you 1,234.50 USD. It is in your Main Wallet.`);
  });

  it('uses an administrator’s wording saved between two sends, for that language only', async () => {
    const alice = await investorIn('en', 100);
    const ivan = await investorIn('ru');
    const first = await send(alice, ivan, 10);
    expect(await bell(ivan.token)).toContain(`Вы получили ${ru.money(10, 'USD')} от ${shown(alice)} (${first})`);

    const saved = await call(ctx.app, 'PUT', '/api/admin/templates/notice.money_received/ru', {
      token: admin,
      body: { body: 'Пришло {amount}: {from}, перевод {reference}' },
    });
    expect(saved.status).toBe(200);
    const second = await send(alice, ivan, 20);
    expect(await bell(ivan.token)).toContain(`Пришло ${ru.money(20, 'USD')}: ${shown(alice)}, перевод ${second}`);
    expect(await bell(alice.token)).toContain(`You sent 20.00 USD to ${ivan.user.email} (${second})`);
  });
});

describe('a refused send replayed under its Idempotency-Key', () => {
  /** The same refused send twice under one key: the answer, then its replay. */
  async function refusedTwice(from: Funded, to: Funded, key: string) {
    const answers = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await call<ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
        token: from.token,
        key,
        body: { sender_wallet_id: from.main.id, recipient_email: to.user.email, amount: 5_000 },
      });
      answers.push(res);
    }
    return answers;
  }

  it('answers in the caller’s language, with the same status, code and fields; in English as recorded', async () => {
    const ivan = await investorIn('ru', 10);
    const alice = await investorIn('en', 10);
    const bob = await investorIn('en');

    const [first, replay] = await refusedTwice(ivan, bob, 'ru-refused');
    expect(first?.status).toBe(422);
    expect(first?.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(first?.body.message).toMatch(/[а-яё]/iu);
    expect(replay?.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay?.status).toBe(422);
    expect(replay?.body).toEqual(first?.body);

    const [english, again] = await refusedTwice(alice, bob, 'en-refused');
    expect(english?.body.message).toBe('Insufficient balance in your Main Wallet to cover the amount and the charge');
    expect(again?.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again?.body).toEqual(english?.body);
  });
});
