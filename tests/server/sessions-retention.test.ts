import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { runJobOnce } from '../../server/jobs/scheduler.ts';
import { sessionRetentionJob } from '../../server/modules/sessions/sessions.retention.ts';
import type { LoginHistoryPage, SessionList } from '../../src/contract/sessions.ts';
import { FIREFOX_LINUX, tokenFrom } from '../factories/sessions.ts';
import { registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
  ctx.clock.offsetMs = 0;
});

const count = async (table: 'user_sessions' | 'login_attempts') =>
  Number((await queryRows<{ n: unknown }>(ctx.deps.db, sql`SELECT count(*) AS n FROM ${sql.raw(table)}`))[0]?.n);

describe('session retention job', () => {
  it('drops sessions ended a month ago and attempts older than a year; live sessions and recent history stay, a dropped session stays refused', async () => {
    const user = await registerUser(ctx.app);
    const old = await tokenFrom(ctx.app, user.user.email, user.password, FIREFOX_LINUX);
    const oldSession =
      (await call<SessionList>(ctx.app, 'GET', '/api/sessions', { token: old })).body.data.find((s) => s.current)?.id ??
      '';
    expect((await call(ctx.app, 'DELETE', `/api/sessions/${oldSession}`, { token: user.token })).status).toBe(200);
    await ctx.deps.db.execute(
      sql`UPDATE login_attempts SET created_at = created_at - interval '400 days' WHERE session_id = ${oldSession}::uuid`,
    );
    expect(await count('user_sessions')).toBe(2);
    expect(await count('login_attempts')).toBe(2);

    // 40 days later: the session revoked then goes, and so does the registration's (its 7-day token ended 33 days ago).
    ctx.clock.offsetMs = 40 * DAY;
    const fresh = await tokenFrom(ctx.app, user.user.email, user.password, FIREFOX_LINUX);
    expect(await runJobOnce(ctx.deps, sessionRetentionJob)).toBe('ok');
    expect(await count('user_sessions')).toBe(1);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: old })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: fresh })).status).toBe(200);
    const history = await call<LoginHistoryPage>(ctx.app, 'GET', '/api/sessions/login-history', { token: fresh });
    // The registration and today's sign-in; the 400-day-old one is gone.
    expect(history.body.items.map((i) => i.method)).toEqual(['password', 'register']);
    ctx.clock.offsetMs = 0;
  });
});
