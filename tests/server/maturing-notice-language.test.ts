import { beforeEach, describe, expect, it } from 'vitest';
import { runDueAlerts } from '../../server/modules/alerts/alerts.check.ts';
import type { Locale } from '../../src/contract/locales.ts';
import { createSchema, invest, setClock } from '../factories/invest.ts';
import { fundedUser, type Funded } from '../factories/money.ts';
import { noticesOf } from '../factories/recurring.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});

/** An investor in `language` whose 5-day plan, bought on March 2, matures on March 7, 2026, told 3 days before. */
async function toldOfMaturity(language: Locale): Promise<Funded> {
  const investor = await fundedUser(ctx.app, admin, 500);
  const put = await call(ctx.app, 'PUT', '/api/auth/profile', { token: investor.token, body: { language } });
  expect(put.status).toBe(200);
  setClock(ctx, '2026-03-02T09:00:00Z');
  const plan = await createSchema(ctx.app, admin, { name: 'Gold', periods: 5, intervalHours: 24, minAmount: 10 });
  await invest(ctx.app, investor.token, plan.id, 100);
  setClock(ctx, '2026-03-04T10:00:00Z');
  expect((await runDueAlerts(ctx.deps, ctx.deps.now())).maturing).toBe(1);
  return investor;
}

describe('investment maturing notice', () => {
  it('tells a Russian investor the maturity day in Russian, in the bell and in the mail', async () => {
    const ivan = await toldOfMaturity('ru');
    const [notice] = (await noticesOf(ctx.app, ivan.token)).filter((m) => m.includes('100,00'));
    expect(notice).toContain('7 мар. 2026 г.');
    expect(notice).not.toContain('Mar 7');
    const mail = await lastMailTo(ctx, ivan.user.email, 'investment_maturing');
    expect(mail?.text).toContain('7 мар. 2026 г.');
    expect(mail?.text).not.toContain('Mar 7');
  });

  it('reads the same English as before for an English investor', async () => {
    const ann = await toldOfMaturity('en');
    expect(await noticesOf(ctx.app, ann.token)).toContain(
      'Your investment of 100.00 USD in Gold matures in 3 days (Mar 7, 2026)',
    );
    const mail = await lastMailTo(ctx, ann.user.email, 'investment_maturing');
    expect(mail?.text).toContain('matures in 3 days, on Mar 7, 2026.');
  });
});
