import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAliveLoad, type LoadRequest, type LoadResult } from '../factories/keep-alive-load.ts';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { call } from '../setup/http.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Fault: SIGTERM while 16 keep-alive clients keep sending reads and exchanges back to back. The
 * server must drain: stop accepting, answer what is in flight with `Connection: close`, close the
 * database and exit 0 within a bounded time; every exchange a client saw acknowledged must be in
 * the ledger after a restart (its key replays the answer).
 */
const CLIENTS = 16;
// Jobs on (as in production), so their stopping is part of the drain under test.
const server = new ServerProcess({ jobs: true });
let alice: RemoteUser;

beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  await server.start();
  const admin = await remoteAdminToken(server.url);
  alice = await remoteUser(server.url, admin, 1_000);
}, 120_000);

afterAll(async () => {
  await server.kill();
});

// These runs use their own embedded folder; the PostgreSQL pass of CI (DATABASE_URL set) need not repeat them.
describe.skipIf(!!process.env.DATABASE_URL)('SIGTERM under keep-alive load', () => {
  it('drains: in-flight answered, connections closed, database closed, exit 0, nothing acknowledged lost', async () => {
    const next = (client: number, n: number): LoadRequest =>
      n % 2 === 0
        ? { method: 'GET', path: '/api/wallet/wallets', token: alice.token }
        : {
            method: 'POST',
            path: '/api/wallet/wallet-exchange-now',
            token: alice.token,
            key: randomUUID(),
            body: { from_wallet_id: alice.main, to_wallet_id: alice.profit, amount: 0.05 },
          };
    let sigtermAt = Number.POSITIVE_INFINITY;
    let exit: Promise<{ code: number | null; ms: number }> | undefined;
    const load = keepAliveLoad(
      server.url,
      CLIENTS,
      next,
      (results) => {
        if (!exit && results.length >= 300) {
          sigtermAt = Date.now();
          exit = server.signal('SIGTERM', 30_000);
        }
        return false;
      },
      25_000,
    );
    const results = await load;
    const stopped = await exit;
    expect(stopped, 'SIGTERM was never sent').toBeDefined();

    const answered = results.filter((r) => r.status !== undefined);
    const afterTerm = answered.filter((r) => r.at > sigtermAt);
    const fiveHundreds = answered.filter((r) => (r.status ?? 0) >= 500);
    const unanswered = results.filter((r) => r.status === undefined);
    // When the server began draining, by its own log line (same machine clock).
    const drainAt = Number(/"msg":"SIGTERM received: draining","at":(\d+)/.exec(server.log)?.[1]);
    expect(drainAt, server.log).toBeGreaterThanOrEqual(Math.floor(sigtermAt));
    // In flight when draining began (sent before, not answered yet): every one is answered.
    const inFlight = results.filter((r) => r.at < drainAt && r.doneAt >= drainAt);
    // Sent once draining began: answered only with Connection: close, or refused (no new connections).
    const lateAnswers = answered.filter((r) => r.at >= drainAt);
    console.log(
      `[ops] SIGTERM drain: exit ${stopped?.code} after ${stopped?.ms} ms; ${answered.length} answered (${afterTerm.length} sent after SIGTERM, ${lateAnswers.length} after draining began), ${inFlight.length} in flight when it began, ${unanswered.length} without answer (${[...new Set(unanswered.map((r) => r.error))].join(', ')}), ${fiveHundreds.length} 5xx`,
    );
    expect(stopped?.code).toBe(0);
    expect(stopped?.ms).toBeLessThan(12_000);
    expect(fiveHundreds).toEqual([]);
    // "Sent" is the client's clock: a request sent a few ms before the drain may still be on its way
    // into a socket the server sees as idle, and closing idle sockets resets it (CI saw 2 POSTs 6-7 ms
    // before). Every request the server can have read, sent 50 ms or more before, must be answered.
    const IN_TRANSIT_MS = 50;
    expect(
      inFlight
        .filter((r) => r.status === undefined && drainAt - r.at >= IN_TRANSIT_MS)
        .map((r) => `${r.method} sent ${drainAt - r.at} ms before the drain: ${r.error}`),
    ).toEqual([]);
    // (An in-flight answer whose head was already out keeps its header; its connection is closed as idle right after.)
    expect(
      lateAnswers
        .filter((r) => !r.connectionClose)
        .map((r) => `${r.method} ${r.status} sent ${r.at - drainAt} ms into the drain kept its connection`),
    ).toEqual([]);
    // Kept-alive clients are not served on and on (before the drain: thousands of answers after SIGTERM):
    // each connection gets at most its one closing answer once draining began.
    expect(lateAnswers.length).toBeLessThanOrEqual(CLIENTS);
    // Once drained, new connections are refused (the load loops ended on that, not on their time limit).
    expect(unanswered.some((r) => r.error === 'ECONNREFUSED')).toBe(true);
    // The order of the close: drain, jobs stopped, database closed, exit.
    const order = ['"msg":"SIGTERM received: draining"', '"msg":"jobs stopped"', '"msg":"server stopped"'].map((m) =>
      server.log.indexOf(m),
    );
    expect(
      order.every((i) => i >= 0),
      server.log,
    ).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);

    const acked = answered.filter(
      (r): r is LoadResult & { key: string } => r.method === 'POST' && r.status === 200 && !!r.key,
    );
    const unknown = results.filter((r) => r.method === 'POST' && r.status === undefined);
    expect(acked.length).toBeGreaterThan(20);
    await server.start();
    const body = { from_wallet_id: alice.main, to_wallet_id: alice.profit, amount: 0.05 };
    for (const r of acked) {
      const replay = await call(server.url, 'POST', '/api/wallet/wallet-exchange-now', {
        token: alice.token,
        key: r.key,
        body,
      });
      expect({ status: replay.status, replayed: replay.headers.get('idempotent-replayed') }).toEqual({
        status: 200,
        replayed: 'true',
      });
    }
    const wallets = await call(server.url, 'GET', '/api/wallet/wallets', { token: alice.token });
    const main =
      (wallets.body as unknown as { type: string; balance: number }[]).find((w) => w.type === 'main')?.balance ?? 0;
    // Every exchange takes 0.05 from Main: the ledger holds every acknowledged one, and at most the unanswered ones besides.
    const committed = Math.round((1_000 - main) / 0.05);
    expect(committed).toBeGreaterThanOrEqual(acked.length);
    expect(committed).toBeLessThanOrEqual(acked.length + unknown.length);
    console.log(
      `[ops] after restart: ${acked.length} acknowledged exchanges all replayed; ${unknown.length} with no answer; ${committed} in the ledger`,
    );
  }, 120_000);
});
