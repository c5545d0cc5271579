import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { call } from '../setup/http.ts';
import { runCli, serverEnv } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Fault: the disk under the embedded database fills up while investors keep exchanging money.
 * A small tmpfs of the test's own holds DATA_DIR and is filled to the last byte. The server must
 * not crash or wedge: it answers 503 (never 500), loses nothing it acknowledged, duplicates
 * nothing, and serves normally as soon as space is freed. Needs root for the mount; skipped without.
 */
const mountPoint = mkdtempSync(join(tmpdir(), 'ops-disk-'));
const canMount = (() => {
  if (userInfo().uid !== 0 || process.env.DATABASE_URL) return false;
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint]);
  return r.status === 0;
})();
const dataDir = join(mountPoint, 'data');
const filler = join(mountPoint, 'filler');
const server = new ServerProcess({ dataDir });
let alice: RemoteUser;

const exchange = (key: string) =>
  call(server.url, 'POST', '/api/wallet/wallet-exchange-now', {
    token: alice.token,
    key,
    body: { from_wallet_id: alice.main, to_wallet_id: alice.profit, amount: 1 },
  });

beforeAll(async () => {
  if (!canMount) return;
  mkdirSync(dataDir);
  await server.start();
  alice = await remoteUser(server.url, await remoteAdminToken(server.url), 1_000);
}, 120_000);

afterAll(async () => {
  await server.kill();
  if (canMount) spawnSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

type Attempt = { key: string; status: number; retryAfter: string | null; message: unknown; afterFull: boolean };

/** Log lines of the server counted by message. */
const logCount = (msg: string) => server.log.split('\n').filter((l) => l.includes(`"msg":"${msg}"`)).length;

describe.skipIf(!canMount)('a full disk under the embedded database', () => {
  it('answers 503 while full, loses and duplicates nothing, and recovers when space is freed', async () => {
    const attempts: Attempt[] = [];
    let full = false;
    let filling: Promise<void> | undefined;
    // Fill the file system to the last byte (dd stops with ENOSPC) while two clients keep exchanging.
    const fillDisk = () =>
      new Promise<void>((resolve) => {
        spawn('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=1000'], { stdio: 'ignore' }).once('exit', () => {
          full = true;
          resolve();
        });
      });
    const client = async () => {
      // Until 20 attempts were sent on the full disk (at most 400 in all).
      while (attempts.filter((x) => x.afterFull).length < 20 && attempts.length < 400) {
        const afterFull = full;
        const key = randomUUID();
        const res = await exchange(key);
        attempts.push({
          key,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          message: res.body.message,
          afterFull,
        });
        if (!filling && attempts.filter((x) => x.status === 200).length >= 5) filling = fillDisk();
      }
    };
    await Promise.all([client(), client()]);
    await filling;
    expect(execFileSync('df', ['--output=avail', mountPoint]).toString()).toMatch(/\n\s*0\s*$/);

    const statuses = attempts.map((x) => x.status);
    expect(server.running, server.log).toBe(true);
    expect(statuses.filter((st) => st >= 500 && st !== 503)).toEqual([]);
    const refused = attempts.filter((x) => x.status === 503);
    expect(refused.filter((x) => x.afterFull).length).toBeGreaterThan(0);
    // Every 503 is the storage-full answer: retry in 30 s, the operator's message.
    expect(
      refused
        .filter((x) => x.retryAfter !== '30' || !/storage is full/i.test(String(x.message)))
        .map((x) => `${x.retryAfter} ${String(x.message)}`),
    ).toEqual([]);
    // Not wedged: the process answers its health check while the disk is full.
    const health = await call(server.url, 'GET', '/api/health');
    expect(health.status, JSON.stringify(health.body)).toBe(200);
    expect(server.log).toContain('"msg":"storage full"');

    rmSync(filler);
    // Answers whose operation committed but whose record failed are written again in the background
    // (1 s backoff, doubling): wait until each of them was written (or given up), not for a fixed time.
    await expect
      .poll(
        () =>
          logCount('idempotency answer recorded after retry') +
          logCount('idempotency answer could not be recorded; the key stays in flight until it expires'),
        { timeout: 90_000, interval: 250 },
      )
      .toBeGreaterThanOrEqual(logCount('idempotency answer not recorded; retrying in the background'));
    const after = await call(server.url, 'GET', '/api/wallet/wallets', { token: alice.token });
    expect(after.status).toBe(200);
    // Every refused attempt retried with its own key: it runs now, replays, or (money committed, answer not) stays in flight.
    let inFlight = 0;
    const acked = attempts.filter((x) => x.status === 200).length;
    let retriedOk = 0;
    for (const x of refused) {
      const retry = await exchange(x.key);
      if (retry.status === 200) retriedOk += 1;
      else if (retry.status === 409) inFlight += 1;
      else throw new Error(`retry answered ${retry.status}: ${JSON.stringify(retry.body)}`);
    }
    const fresh = await exchange(randomUUID());
    expect(fresh.status).toBe(200);
    const main =
      (fresh.body.wallets as { type: string; balance: number }[]).find((w) => w.type === 'main')?.balance ?? 0;
    const committed = Math.round(1_000 - main) - 1;
    // Each key moved money exactly once: the acknowledged ones and the retried ones, nothing twice.
    expect(committed).toBe(acked + retriedOk);
    // Every outcome is learnable: no key is left "still being processed" once space is back.
    expect(inFlight).toBe(0);
    const verify = await runCli(['ledger:verify'], serverEnv({ dataDir }));
    expect(verify.code, verify.output).toBe(0);
    console.log(
      `[ops] full disk: ${attempts.length} exchanges, the disk filled after ${attempts.findIndex((x) => x.afterFull)}; ${acked} acknowledged, ${refused.length} answered 503 with Retry-After: 30 (health ${health.status} meanwhile); after freeing space ${retriedOk} retries succeeded, ${inFlight} keys in flight, ${committed} exchanges in the ledger; ledger:verify passed`,
    );
  }, 300_000);
});
