import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { settleBackground } from '../../server/lib/background.ts';
import type { SessionList } from '../../src/contract/sessions.ts';
import { fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/**
 * "Last seen" must not cost a write per request on the hot paths: a trigger counts every row
 * update of user_sessions while the three token-checking paths (the guard, the wallets read, the
 * send-money statement) are called many times.
 */
let ctx: TestContext;
let alice: Funded;
let bob: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  const admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500);
  bob = await fundedUser(ctx.app, admin, 0);
  await ctx.deps.db.execute(sql`CREATE TABLE IF NOT EXISTS test_session_writes (n integer NOT NULL)`);
  await ctx.deps.db.execute(sql`CREATE OR REPLACE FUNCTION test_count_session_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO test_session_writes VALUES (1); RETURN NEW; END $$`);
  await ctx.deps.db.execute(
    sql`CREATE TRIGGER test_session_writes AFTER UPDATE ON user_sessions FOR EACH ROW EXECUTE FUNCTION test_count_session_write()`,
  );
});
afterEach(async () => {
  await ctx.deps.db.execute(sql`DROP TRIGGER IF EXISTS test_session_writes ON user_sessions`);
  await ctx.deps.db.execute(sql`DROP TABLE IF EXISTS test_session_writes`);
  ctx.clock.offsetMs = 0;
});

const writes = async () =>
  Number((await queryRows<{ n: unknown }>(ctx.deps.db, sql`SELECT count(*) AS n FROM test_session_writes`))[0]?.n);
/** The touch is written off the request's path: wait until every background write has landed (server/lib/background.ts). */
const settle = () => settleBackground();

async function everyPath(times: number) {
  for (let i = 0; i < times; i += 1) {
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: alice.token })).status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/wallet/wallets', { token: alice.token })).status).toBe(200);
    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 1 },
    });
    expect(sent.status).toBe(200);
  }
  await settle();
}

describe('last seen', () => {
  it('is written at most once a minute per session, whichever path is used, never once per request', async () => {
    await everyPath(10);
    // Signed in a moment ago: nothing to write.
    expect(await writes()).toBe(0);

    ctx.clock.offsetMs = 2 * 60_000;
    const firstRequestAt = Date.now();
    await everyPath(10);
    // 30 requests two minutes later: one write, or two on PostgreSQL when the guard's touch (off the
    // request's path, on its own connection) has not landed before the send-money statement checks
    // the row; never one per request. everyPath() waited for the background writes.
    const minuteOne = await writes();
    expect(minuteOne).toBeGreaterThanOrEqual(1);
    expect(minuteOne).toBeLessThanOrEqual(2);
    const listed = await call<SessionList>(ctx.app, 'GET', '/api/sessions', { token: alice.token });
    const seen = new Date(listed.body.data.find((s) => s.current)?.lastSeenAt ?? 0).getTime();
    // Written with the app's clock (two minutes ahead) during those requests.
    expect(seen).toBeGreaterThanOrEqual(firstRequestAt + 2 * 60_000);
    expect(seen).toBeLessThanOrEqual(Date.now() + 2 * 60_000);

    ctx.clock.offsetMs = 2 * 60_000 + 30_000;
    await everyPath(5);
    expect(await writes()).toBe(minuteOne);

    ctx.clock.offsetMs = 3 * 60_000 + 10_000;
    await everyPath(5);
    const minuteTwo = await writes();
    expect(minuteTwo).toBeGreaterThan(minuteOne);
    expect(minuteTwo).toBeLessThanOrEqual(minuteOne + 2);
  });

  it("writes the send-money statement's own touch when only that path is used", async () => {
    ctx.clock.offsetMs = 5 * 60_000;
    for (let i = 0; i < 5; i += 1) {
      const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
        token: alice.token,
        body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 1 },
      });
      expect(sent.status).toBe(200);
    }
    await settle();
    expect(await writes()).toBe(1);
  });
});
