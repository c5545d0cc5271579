import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailUser } from '../../server/modules/mail/mail.outbox.ts';
import { notify } from '../../server/modules/notifications/notify.ts';
import { drainPushOutbox } from '../../server/modules/push/push.service.ts';
import type { ErrorBody } from '../../src/contract/errors.ts';
import { localeFormat } from '../../src/contract/locale-format.ts';
import type { Locale } from '../../src/contract/locales.ts';
import type { MessageTemplate } from '../../src/contract/message-templates.ts';
import type { NotificationList } from '../../src/contract/notification-shape.ts';
import { pushPayloadSchema } from '../../src/contract/push-payload.ts';
import { createDeposit, depositMethods, methodNamed } from '../factories/payments.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { browserKeys, decryptPush, startPushService, type PushServiceStandIn } from '../setup/push-service.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

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

async function investorIn(language: Locale) {
  const user = await registerUser(ctx.app);
  expect((await call(ctx.app, 'PUT', '/api/auth/profile', { token: user.token, body: { language } })).status).toBe(200);
  return user;
}

/** A deposit of 1,234.50 USD by USDT, approved by the admin: the mail, the bell and the push tell the investor. */
async function approvedDeposit(user: { token: string }) {
  const usdt = await methodNamed(await depositMethods(ctx.app, user.token), 'USDT (TRC20)');
  const deposit = await createDeposit(ctx.app, user.token, usdt.id, '1234.50');
  const res = await call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: admin });
  expect(res.status).toBe(200);
  return deposit;
}

/** The bell's notice about one deposit (a first deposit may also earn a badge, told apart). */
const noticeAbout = async (token: string, reference: string) =>
  (await call<NotificationList>(ctx.app, 'GET', '/api/notifications', { token })).body.notifications.find((n) =>
    n.message.includes(reference),
  )?.message ?? '';

const ru = localeFormat('ru', 'UTC');

describe('everything the server sends is in the recipient’s language', () => {
  it('writes a Russian investor’s mail (HTML and text), notice and push in Russian with Russian amounts; an English one’s stay as they were', async () => {
    const ivan = await investorIn('ru');
    const ada = await registerUser(ctx.app);
    const keys = browserKeys();
    const subscribed = await call(ctx.app, 'POST', '/api/push/subscribe', {
      token: ivan.token,
      body: { endpoint: `${pushService.url}/push/ivan`, expirationTime: null, keys: keys.json },
    });
    expect(subscribed.status).toBe(201);

    const deposit = await approvedDeposit(ivan);
    const adas = await approvedDeposit(ada);

    const amount = ru.money(1234.5, 'USD');
    expect(amount).toMatch(/^1\s234,50 USD$/u);
    const mail = await lastMailTo(ctx, ivan.user.email, 'deposit_approved');
    expect(mail?.subject).toBe(`Пополнение на ${amount} одобрено`);
    expect(mail?.text).toContain(`Здравствуйте, ${ivan.user.firstName}!`);
    expect(mail?.text).toContain(`Пополнение: ${amount}`);
    expect(mail?.text).toContain('Мои пополнения');
    expect(mail?.text).not.toContain('Your deposit');
    expect(mail?.html).toMatch(/<html[^>]*lang="ru"/);
    expect(mail?.html).toContain('Пополнение одобрено');
    expect(mail?.html).toContain('Вы получили это письмо');

    const notice = await noticeAbout(ivan.token, deposit.reference);
    expect(notice).toMatch(new RegExp(`^Пополнение на ${amount} \\(${deposit.reference}\\) одобрено`, 'u'));
    await drainPushOutbox(ctx.deps);
    const pushed = pushService.received.map((r) => pushPayloadSchema.parse(JSON.parse(decryptPush(r.body, keys))));
    expect(pushed.map((p) => p.body)).toContain(notice);

    const english = await lastMailTo(ctx, ada.user.email, 'deposit_approved');
    expect(english?.subject).toBe('Your deposit of 1,234.50 USD was approved');
    expect(english?.text).toContain(`Hello ${ada.user.firstName},`);
    expect(english?.html).toMatch(/<html[^>]*lang="en"/);
    expect(await noticeAbout(ada.token, adas.reference)).toBe(
      `Your deposit of 1,234.50 USD (${adas.reference}) was approved: ${english?.text.match(/Credited: (.+)/)?.[1]} added to your Main Wallet`,
    );
  });

  it('counts in Russian: one, few and many forms of the same mail and notice', async () => {
    const ivan = await investorIn('ru');
    const texts: string[] = [];
    for (const removed of [1, 3, 5]) {
      const at = new Date(ctx.deps.now().getTime() + removed * 1000);
      await mailUser(ctx.deps.db, ivan.user.id, 'security_undone', { removed }, at);
      texts.push((await lastMailTo(ctx, ivan.user.email, 'security_undone'))?.text ?? '');
      await ctx.deps.db.transaction((tx) =>
        notify(
          tx,
          { userId: ivan.user.id, notice: { name: 'security_undone', values: { removed } }, event: 'security_undone' },
          at,
        ),
      );
    }
    expect(texts[0]).toContain('удалили 1 недавно добавленный ключ доступа');
    expect(texts[1]).toContain('удалили 3 недавно добавленных ключа доступа');
    expect(texts[2]).toContain('удалили 5 недавно добавленных ключей доступа');
    const notices = (await call<NotificationList>(ctx.app, 'GET', '/api/notifications', { token: ivan.token })).body
      .notifications;
    expect(notices.map((n) => /удалили (\d) \S+ \S+ (\S+)/u.exec(n.message)?.slice(1).join(' '))).toEqual(
      expect.arrayContaining(['1 ключ', '3 ключа', '5 ключей']),
    );

    await mailUser(ctx.deps.db, ivan.user.id, 'recovery_code_used', { left: 3, told: 'при входе' }, ctx.deps.now());
    expect((await lastMailTo(ctx, ivan.user.email, 'recovery_code_used'))?.text).toContain('Осталось 3 кода');
  });
});

describe('administrators word the templates per language', () => {
  const templatesPath = '/api/admin/templates';
  const ruWording = (key: string) => `${templatesPath}/${key}/ru`;

  it('uses a Russian wording for the Russian investor only, and preview renders it with sample values', async () => {
    const wording = {
      subject: 'Деньги зачислены: {amount}',
      body: 'Мы зачислили {credited} на ваш счёт.\n\nСпасибо, что вы с нами!',
    };
    const preview = await call<{ data: { subject: string; text: string; html: string } }>(
      ctx.app,
      'POST',
      `${ruWording('mail.deposit_approved')}/preview`,
      { token: admin, body: wording },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.subject).toBe(`Деньги зачислены: ${ru.money(1250, 'USD')}`);
    expect(preview.body.data.text).toContain('Спасибо, что вы с нами!');
    expect(preview.body.data.html).toContain('Мы зачислили');

    const saved = await call<{ data: MessageTemplate }>(ctx.app, 'PUT', ruWording('mail.deposit_approved'), {
      token: admin,
      body: wording,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.wordings.find((w) => w.locale === 'ru')).toMatchObject({ ...wording, overridden: true });
    const notice = await call(ctx.app, 'PUT', ruWording('notice.deposit_approved'), {
      token: admin,
      body: { body: 'Зачислено {credited} (пополнение {reference} на {amount})' },
    });
    expect(notice.status).toBe(200);

    const ivan = await investorIn('ru');
    const ada = await registerUser(ctx.app);
    const deposit = await approvedDeposit(ivan);
    const adas = await approvedDeposit(ada);
    const mail = await lastMailTo(ctx, ivan.user.email, 'deposit_approved');
    expect(mail?.subject).toBe(`Деньги зачислены: ${ru.money(1234.5, 'USD')}`);
    expect(mail?.text).toContain('Спасибо, что вы с нами!');
    expect(await noticeAbout(ivan.token, deposit.reference)).toMatch(
      new RegExp(`^Зачислено .* \\(пополнение ${deposit.reference} на `, 'u'),
    );
    expect((await lastMailTo(ctx, ada.user.email, 'deposit_approved'))?.subject).toBe(
      'Your deposit of 1,234.50 USD was approved',
    );
    expect(await noticeAbout(ada.token, adas.reference)).toMatch(/^Your deposit of 1,234\.50 USD/);

    // Back to the built-in wording.
    const reset = await call<{ data: MessageTemplate }>(ctx.app, 'DELETE', ruWording('mail.deposit_approved'), {
      token: admin,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.wordings.find((w) => w.locale === 'ru')).toMatchObject({
      subject: 'Пополнение на {amount} одобрено',
      overridden: false,
    });
  });

  it('refuses a wording that does not render, naming the field, and changes nothing', async () => {
    const good = { subject: 'Пополнение {amount}', body: 'Зачислено {credited}.' };
    expect((await call(ctx.app, 'PUT', ruWording('mail.deposit_approved'), { token: admin, body: good })).status).toBe(
      200,
    );
    const bad: Array<[Record<string, string>, string]> = [
      [{ subject: 'Пополнение {amount', body: 'Зачислено {credited}.' }, 'subject'],
      [{ subject: 'Пополнение {amount}', body: 'Зачислено {nope}.' }, 'body'],
      [{ subject: 'Пополнение одобрено', body: 'Зачислено {credited}.' }, 'subject'],
      [{ subject: 'Пополнение {amount}', body: 'Зачислено {credited, plural, one {#} }' }, 'body'],
    ];
    for (const [body, field] of bad) {
      for (const method of ['PUT', 'POST'] as const) {
        const path =
          method === 'PUT' ? ruWording('mail.deposit_approved') : `${ruWording('mail.deposit_approved')}/preview`;
        const res = await call<ErrorBody>(ctx.app, method, path, { token: admin, body });
        expect({ method, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
          method,
          status: 400,
          fields: [field],
        });
      }
    }
    const list = await call<{ data: MessageTemplate[] }>(ctx.app, 'GET', templatesPath, { token: admin });
    const ruNow = list.body.data
      .find((t) => t.key === 'mail.deposit_approved')
      ?.wordings.find((w) => w.locale === 'ru');
    expect(ruNow).toMatchObject({ ...good, overridden: true });
  });

  it('lists every template with its placeholders; an investor cannot reach the template routes', async () => {
    const list = await call<{ data: MessageTemplate[] }>(ctx.app, 'GET', templatesPath, { token: admin });
    const approved = list.body.data.find((t) => t.key === 'mail.deposit_approved');
    expect(approved?.placeholders).toEqual(expect.arrayContaining(['amount', 'credited', 'reference', 'firstName']));
    expect(approved?.wordings.map((w) => w.locale)).toEqual(['en', 'es', 'fr', 'ru']);
    expect(list.body.data.some((t) => t.key === 'notice.deposit_approved' && t.kind === 'notice')).toBe(true);

    const investor = await registerUser(ctx.app);
    const tries = [
      ['GET', templatesPath],
      ['PUT', ruWording('mail.deposit_approved')],
      ['POST', `${ruWording('mail.deposit_approved')}/preview`],
      ['DELETE', ruWording('mail.deposit_approved')],
    ] as const;
    for (const [method, path] of tries) {
      const res = await call(ctx.app, method, path, {
        token: investor.token,
        body: method === 'GET' ? undefined : { subject: 'x {amount}', body: 'y {credited}' },
      });
      expect([401, 403]).toContain(res.status);
      const anonymous = await call(ctx.app, method, path);
      expect([401, 403]).toContain(anonymous.status);
    }
  });
});
