import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passkeys } from '../../server/db/schema-passkeys.ts';
import { users } from '../../server/db/schema.ts';
import { formatUtcDateTime } from '../../src/contract/date-time.ts';
import type { Locale } from '../../src/contract/locales.ts';
import type { MessageTemplate } from '../../src/contract/message-templates.ts';
import type { Settings } from '../../src/contract/settings.ts';
import type { WithdrawalProtection } from '../../src/contract/withdrawal-protection.ts';
import { passkeyApi } from '../factories/passkey-api.ts';
import { staffSession } from '../factories/staff.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { noticesOf } from '../factories/withdrawal-protection.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { ensureSteppedUp, FACTORY_PASSWORD } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The first database of the run is built from the migrations: slower than the resets after it.
  await resetDatabase();
}, 180_000);
beforeEach(async () => {
  ctx = await resetDatabase();
});

async function speaks(session: Session, language: Locale): Promise<Session> {
  const res = await call(ctx.app, 'PUT', '/api/auth/profile', { token: session.token, body: { language } });
  expect(res.status).toBe(200);
  return session;
}

const addedAt = async (userId: string) =>
  (await ctx.deps.db.select({ at: passkeys.createdAt }).from(passkeys).where(eq(passkeys.userId, userId)))[0]?.at ??
  new Date(0);

describe('security notices are written in the recipient’s language', () => {
  it('the review after signing out other devices lists the new passkey in Russian (bell and mail); English reads as before', async () => {
    const ivan = await speaks(await registerUser(ctx.app), 'ru');
    const ada = await registerUser(ctx.app);
    for (const user of [ivan, ada]) {
      await passkeyApi(ctx.app).addPasskey(user.token, 'Laptop');
      expect((await call(ctx.app, 'POST', '/api/sessions/sign-out-others', { token: user.token })).status).toBe(200);
    }

    const ru = formatUtcDateTime(await addedAt(ivan.user.id), 'ru');
    expect(await noticesOf(ctx, ivan.user.id)).toContain(
      `Сеансы на всех других ваших устройствах завершены. Недавно добавленные ключи доступа по-прежнему позволяют войти: «Laptop» (добавлен ${ru}). Если они не ваши, откройте письмо, которое мы вам отправили, и выберите «Это был не я».`,
    );
    const mail = await lastMailTo(ctx, ivan.user.email, 'security_review');
    expect(mail?.text).toContain(`Сеансы на всех других ваших устройствах завершены. Эти ключи доступа`);
    expect(mail?.text).toContain(`«Laptop» (добавлен ${ru})`);
    expect(mail?.text).not.toMatch(/signed out|added/);

    const en = formatUtcDateTime(await addedAt(ada.user.id));
    expect(await noticesOf(ctx, ada.user.id)).toContain(
      `All your other devices were signed out. Passkeys added lately still sign in: "Laptop" (added ${en}). If they are not yours, open the e-mail we sent you and choose "This wasn't me".`,
    );
    expect((await lastMailTo(ctx, ada.user.email, 'security_review'))?.text).toContain(
      `All your other devices were signed out. These passkeys were added to your account in the last days and still sign in: "Laptop" (added ${en}).`,
    );
  });

  it('five wrong current passwords lock the checks: told in Russian with the lock’s end in Russian; English as before', async () => {
    const ivan = await speaks(await registerUser(ctx.app), 'ru');
    const ada = await registerUser(ctx.app);
    const lockOf = async (user: Session) => {
      await ensureSteppedUp(ctx.app, user.token);
      let until = '';
      for (let i = 0; i < 5; i++) {
        const res = await call<ErrorBody & { lockedUntil?: string }>(ctx.app, 'POST', '/api/auth/change-password', {
          token: user.token,
          body: { currentPassword: `wrong ${i}`, newPassword: 'a new password 1', confirmPassword: 'a new password 1' },
        });
        until = res.body.lockedUntil ?? until;
      }
      expect(until).not.toBe('');
      return until;
    };

    const ivanUntil = await lockOf(ivan);
    expect(await noticesOf(ctx, ivan.user.id)).toContain(
      `Слишком много неверных попыток: действия, для которых нужен ваш пароль, заблокированы до ${formatUtcDateTime(ivanUntil, 'ru')}. Если это были не вы, завершите сеансы на всех других устройствах и смените пароль.`,
    );
    const mail = await lastMailTo(ctx, ivan.user.email, 'secret_checks_locked');
    expect(mail?.text).toContain(`слишком много раз ввёл неверный пароль`);
    expect(mail?.text).toContain(formatUtcDateTime(ivanUntil, 'ru'));

    const adaUntil = await lockOf(ada);
    expect(await noticesOf(ctx, ada.user.id)).toContain(
      `Too many wrong attempts: actions that need your password are locked until ${formatUtcDateTime(adaUntil)}. If this was not you, sign out all other devices and change your password.`,
    );
    expect((await lastMailTo(ctx, ada.user.email, 'secret_checks_locked'))?.text).toContain(
      `entered a wrong password too many times. Withdrawals, sending money and security changes that need it are locked until ${formatUtcDateTime(adaUntil)}.`,
    );
  });

  it('a loosened protection is told to a Russian admin in Russian (hours in their plural forms) and to an English one as before', async () => {
    // The product's settings: a 24-hour cooling-off to loosen.
    ctx = await resetDatabase({ productDefaults: true });
    const owner = await loginAdmin(ctx.app);
    const ivan = await speaks(await staffSession(ctx, 'finance', owner.token), 'ru');
    const ada = await staffSession(ctx, 'finance', owner.token);
    const res = await call<{ data: Settings }>(ctx.app, 'PUT', '/api/admin/settings', {
      token: owner.token,
      body: { withdrawalCoolingOffHours: 0 },
    });
    expect(res.status).toBe(200);
    const [me] = await ctx.deps.db.select().from(users).where(eq(users.id, owner.user.id));
    const by = `${me?.firstName} ${me?.lastName}`.trim();

    expect(await noticesOf(ctx, ivan.user.id)).toContain(
      `${by} ослабляет защиту — Задержка вывода: 24 часа → 0 часов.`,
    );
    expect((await lastMailTo(ctx, ivan.user.email, 'admin_protection_loosened'))?.text).toContain(
      `${by} изменил(а): Задержка вывода: 24 часа → 0 часов.`,
    );
    expect(await noticesOf(ctx, ada.user.id)).toContain(
      `${by} loosened: Withdrawal cooling-off from 24 hours to 0 hours.`,
    );
    expect((await lastMailTo(ctx, ada.user.email, 'admin_protection_loosened'))?.text).toContain(
      `${by} changed: Withdrawal cooling-off from 24 hours to 0 hours.`,
    );
  });

  it('administrators find the moved notices under Templates and preview a Russian wording with the samples written in Russian', async () => {
    const admin = (await loginAdmin(ctx.app)).token;
    const list = await call<{ data: MessageTemplate[] }>(ctx.app, 'GET', '/api/admin/templates', { token: admin });
    const placeholders = (key: string) => list.body.data.find((t) => t.key === key)?.placeholders;
    expect(placeholders('notice.security_review')).toEqual(['event', 'passkeys']);
    expect(placeholders('notice.secret_checks_locked')).toEqual(['secret', 'until']);
    expect(placeholders('notice.admin_protection_loosened')).toEqual(['by', 'changes', 'state']);
    expect(placeholders('mail.data_export_ready')).toEqual(expect.arrayContaining(['days', 'until']));

    const preview = await call<{ data: { text: string } }>(
      ctx.app,
      'POST',
      '/api/admin/templates/notice.security_review/ru/preview',
      { token: admin, body: { body: 'Проверьте ключи: {passkeys}. {event}' } },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.text).toBe(
      `Проверьте ключи: «Laptop» (добавлен ${formatUtcDateTime('2026-11-21T20:05:00.000Z', 'ru')}). Сеансы на всех других ваших устройствах завершены.`,
    );
  });

  it('a password change pauses withdrawals: the pause’s end is written in Russian for a Russian investor and as before in English', async () => {
    ctx = await resetDatabase({ productDefaults: true });
    const ivan = await speaks(await registerUser(ctx.app), 'ru');
    const ada = await registerUser(ctx.app);
    const pausedUntil = async (user: Session) => {
      await ensureSteppedUp(ctx.app, user.token);
      const next = 'a brand new password 1';
      const res = await call(ctx.app, 'POST', '/api/auth/change-password', {
        token: user.token,
        body: { currentPassword: FACTORY_PASSWORD, newPassword: next, confirmPassword: next },
      });
      expect(res.status).toBe(200);
      const token = (res.body as { token?: string }).token ?? user.token;
      const protection = await call<WithdrawalProtection>(ctx.app, 'GET', '/api/withdrawal-protection', { token });
      return protection.body.pausedUntil ?? '';
    };

    const ru = formatUtcDateTime(await pausedUntil(ivan), 'ru');
    expect(await noticesOf(ctx, ivan.user.id)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Вывод средств приостановлен до ${escape(ru)}, потому что`)),
      ]),
    );
    expect((await lastMailTo(ctx, ivan.user.email, 'withdrawals_paused'))?.text).toContain(ru);

    const en = formatUtcDateTime(await pausedUntil(ada));
    expect(await noticesOf(ctx, ada.user.id)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Withdrawals are paused until ${escape(en)} because`)),
      ]),
    );
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
