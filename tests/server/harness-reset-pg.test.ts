import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { backgroundPending } from '../../server/lib/background.ts';
import { fundedUser } from '../factories/money.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/**
 * The harness's reset between tests against the previous test's background writes: a
 * TRUNCATE of every table sent while a session touch or an outbox drain still held one
 * of them deadlocked (40P01) on PostgreSQL. The reset must wait for that work, not race it.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let external: pg.Client | undefined;
afterEach(async () => {
  await external?.query('ROLLBACK').catch(() => undefined);
  await external?.end();
  external = undefined;
});

const statements = async (ctx: TestContext, like: string) =>
  queryRows<{ query: string; wait: string | null }>(
    ctx.deps.db,
    sql`SELECT query, wait_event_type AS wait FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE ${like}`,
  );

describe.skipIf(!onPostgres)('database reset between tests (PostgreSQL)', () => {
  it('sends no TRUNCATE while a background session touch is still writing, and waits for it', async () => {
    let ctx = await resetDatabase();
    const alice = await registerUser(ctx.app);
    external = new pg.Client({ connectionString: ctx.deps.env.databaseUrl });
    await external.connect();
    // Another transaction holds the session rows, so the touch that follows blocks mid-write.
    await external.query('BEGIN');
    await external.query('SELECT id FROM user_sessions FOR UPDATE');
    ctx.clock.offsetMs = 2 * 60_000;
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: alice.token })).status).toBe(200);
    await expect
      .poll(async () => (await statements(ctx, 'update "user_sessions"%')).some((s) => s.wait === 'Lock'), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(backgroundPending().running).toBeGreaterThan(0);

    let failure: unknown;
    const reset = resetDatabase().catch((err: unknown) => {
      failure = err;
      return undefined;
    });
    // Either the harness waits for the touch, or a TRUNCATE reaches the server while it writes.
    let truncating = false;
    await expect
      .poll(
        async () => {
          truncating = (await statements(ctx, 'truncate%')).length > 0;
          return truncating || backgroundPending().settling;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(truncating).toBe(false);

    await external.query('COMMIT');
    const after = await reset;
    expect(failure).toBeUndefined();
    expect(after).toBeDefined();
    ctx = after as TestContext;
    expect(backgroundPending()).toEqual({ running: 0, waiting: 0, settling: false });
    const left = await queryRows<{ n: unknown }>(
      ctx.deps.db,
      sql`SELECT count(*) AS n FROM users WHERE email = ${alice.user.email}`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  });

  it('survives 12 resets right after requests that leave touches and outbox nudges behind', async () => {
    for (let i = 0; i < 12; i += 1) {
      const ctx = await resetDatabase();
      const admin = (await loginAdmin(ctx.app)).token;
      const alice = await fundedUser(ctx.app, admin, 10);
      ctx.clock.offsetMs = 2 * 60_000;
      // A notification (push nudge), a touch of each session: all still going when the next reset starts.
      expect((await call(ctx.app, 'GET', '/api/auth/me', { token: alice.token })).status).toBe(200);
      expect((await call(ctx.app, 'GET', '/api/auth/me', { token: admin })).status).toBe(200);
    }
    expect((await resetDatabase()).deps).toBeDefined();
    expect(backgroundPending()).toEqual({ running: 0, waiting: 0, settling: false });
  }, 180_000);
});
