import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { settleBackground } from '../../server/lib/background.ts';
import { runExports } from '../../server/modules/account/account-export.job.ts';
import { formatUtcDateTime } from '../../src/contract/date-time.ts';
import { requestExport } from '../factories/account-data.ts';
import { registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { ensureSteppedUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // The first database of the run is built from the migrations: slower than the resets after it.
  await resetDatabase();
}, 180_000);
beforeEach(async () => {
  ctx = await resetDatabase();
});

/** Asks for the export and lets the job build it; the link's end as stored. */
async function readyExport(user: Session): Promise<string> {
  await ensureSteppedUp(ctx.app, user.token);
  expect((await requestExport(ctx.app, user.token)).status).toBe(202);
  await settleBackground();
  await runExports(ctx.deps);
  const [row] = await queryRows<{ expires_at: string | Date }>(
    ctx.deps.db,
    sql`SELECT expires_at FROM account_exports WHERE user_id = ${user.user.id}`,
  );
  return new Date(row?.expires_at ?? 0).toISOString();
}

describe('the data export mail is written in the owner’s language', () => {
  it('tells a Russian investor in Russian, days and date included; an English one reads the same subject and sentence', async () => {
    const ivan = await registerUser(ctx.app);
    expect(
      (await call(ctx.app, 'PUT', '/api/auth/profile', { token: ivan.token, body: { language: 'ru' } })).status,
    ).toBe(200);
    const ada = await registerUser(ctx.app);

    const ivanUntil = await readyExport(ivan);
    const russian = await lastMailTo(ctx, ivan.user.email, 'data_export_ready');
    expect(russian?.subject).toBe('Архив с вашими данными готов');
    expect(russian?.text).toContain(
      `Скачайте его в разделе «Ваши данные» на странице «Безопасность» в течение 7 дней (до ${formatUtcDateTime(ivanUntil, 'ru')}).`,
    );
    expect(russian?.text).not.toMatch(/Your data|days/);

    const adaUntil = await readyExport(ada);
    const english = await lastMailTo(ctx, ada.user.email, 'data_export_ready');
    expect(english?.subject).toBe('Your data export is ready');
    expect(english?.text).toContain(
      `Your data export is ready. Download it from Your data on your Security page within 7 days (until ${formatUtcDateTime(adaUntil)}).`,
    );
  });
});
