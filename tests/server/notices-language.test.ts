import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleBackground } from '../../server/lib/background.ts';
import { runExports } from '../../server/modules/account/account-export.job.ts';
import { notify } from '../../server/modules/notifications/notify.ts';
import type { Locale } from '../../src/contract/locales.ts';
import type { NotificationList } from '../../src/contract/notification-shape.ts';
import type { TicketThread } from '../../src/contract/tickets.ts';
import { requestExport } from '../factories/account-data.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { ensureSteppedUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const KYC_FIELDS = {
  idType: 'passport',
  idNumber: 'X1234567',
  address: '1 Main Street',
  city: 'Toronto',
  state: 'Ontario',
  zipCode: 'M5V 2T6',
  kycAddressCountry: 'Canada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+1 555 0100',
  country: 'Canada',
};

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  // The first database of the run is built from the migrations: slower than the resets after it.
  await resetDatabase();
}, 180_000);
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});

async function investorIn(language: Locale): Promise<Session> {
  const user = await registerUser(ctx.app);
  expect((await call(ctx.app, 'PUT', '/api/auth/profile', { token: user.token, body: { language } })).status).toBe(200);
  return user;
}

const bell = async (token: string) =>
  (await call<NotificationList>(ctx.app, 'GET', '/api/notifications', { token })).body.notifications.map(
    (n) => n.message,
  );

/** Submits a KYC file and has the admin reject it with `reason`. */
async function rejectedKyc(user: Session, reason: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(KYC_FIELDS)) form.set(k, v);
  form.set('idDocument', new File([PDF], 'passport.pdf', { type: 'application/pdf' }));
  const sent = await ctx.app.request('/api/kyc/submit', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  expect(sent.status).toBe(200);
  const list = await call<{ items: Array<{ id: string; email: string }> }>(
    ctx.app,
    'GET',
    '/api/admin/kyc?status=pending',
    {
      token: admin,
    },
  );
  const id = list.body.items.find((k) => k.email === user.user.email)?.id ?? '';
  const res = await call(ctx.app, 'POST', `/api/admin/kyc/${id}/reject`, { token: admin, body: { reason } });
  expect(res.status).toBe(200);
}

/** Opens a ticket, has support answer it and close it. */
async function answeredTicket(user: Session, subject: string) {
  const opened = await call<TicketThread>(ctx.app, 'POST', '/api/tickets', {
    token: user.token,
    body: { subject, priority: 'high', message: 'It fails.' },
  });
  expect(opened.status).toBe(201);
  const id = opened.body.ticket.id;
  const reply = await call(ctx.app, 'POST', `/api/admin/tickets/${id}/messages`, {
    token: admin,
    body: { message: 'Which wallet?' },
  });
  expect(reply.status).toBe(201);
  expect((await call(ctx.app, 'POST', `/api/admin/tickets/${id}/close`, { token: admin })).status).toBe(200);
}

async function readyExport(user: Session) {
  await ensureSteppedUp(ctx.app, user.token);
  expect((await requestExport(ctx.app, user.token)).status).toBe(202);
  await settleBackground();
  await runExports(ctx.deps);
}

describe('in-app notices are written in the recipient’s language', () => {
  it('tells a Russian investor of a KYC decision, a ticket answer and a ready export in Russian; an English one reads the same English as before', async () => {
    const ivan = await investorIn('ru');
    const ada = await registerUser(ctx.app);
    for (const user of [ivan, ada]) {
      await rejectedKyc(user, 'The photo is blurred');
      await answeredTicket(user, 'Cannot withdraw');
      await readyExport(user);
    }

    const russian = await bell(ivan.token);
    expect(russian).toEqual(
      expect.arrayContaining([
        'Проверка личности (KYC) не пройдена: The photo is blurred',
        'Поддержка ответила на ваше обращение: Cannot withdraw',
        'Ваше обращение закрыто: Cannot withdraw',
        'Архив с вашими данными готов к скачиванию',
      ]),
    );
    expect(russian.join('\n')).not.toMatch(/Your |Support replied/);

    expect(await bell(ada.token)).toEqual(
      expect.arrayContaining([
        'Your KYC verification was rejected: The photo is blurred',
        'Support replied to your ticket: Cannot withdraw',
        'Your ticket was closed: Cannot withdraw',
        'Your data export is ready to download',
      ]),
    );
  });

  it('counts profit periods in Russian with the one, few and many forms, and in English as before', async () => {
    const ivan = await investorIn('ru');
    const ada = await registerUser(ctx.app);
    const at = ctx.deps.now();
    const paid = (userId: string, periods: number) => ({
      userId,
      notice: {
        name: 'profit_paid' as const,
        values: { amount: '12.50 USD', reinvested: 'no', plan: 'Gold', periods, period: 7 },
      },
      event: 'profit_paid' as const,
    });
    await ctx.deps.db.transaction((tx) =>
      notify(
        tx,
        [1, 3, 5, 21].flatMap((n) => [paid(ivan.user.id, n), paid(ada.user.id, n)]),
        at,
      ),
    );

    const russian = (await bell(ivan.token)).map((m) => /\((.+)\)$/u.exec(m)?.[1]).sort();
    expect(russian).toEqual(['21 период', '3 периода', '5 периодов', 'период 7']);
    expect((await bell(ivan.token))[0]).toMatch(/^Вы получили прибыль 12,50 USD по плану «Gold» \(/u);

    expect((await bell(ada.token)).sort()).toEqual([
      'You received 12.50 USD profit from Gold (21 periods)',
      'You received 12.50 USD profit from Gold (3 periods)',
      'You received 12.50 USD profit from Gold (5 periods)',
      'You received 12.50 USD profit from Gold (period 7)',
    ]);
  });
});
