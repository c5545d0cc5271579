import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remote, remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { procEnv, runCli, ServerProc } from '../factories/server-proc.ts';

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
const server = new ServerProc((d) => procEnv(d), dataDir);
let alice: RemoteUser;

const exchange = (key: string) =>
  remote(server.url, 'POST', '/api/wallet/wallet-exchange-now', { token: alice.token, key, body: { from_wallet_id: alice.main, to_wallet_id: alice.profit, amount: 1 } });

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

describe.skipIf(!canMount)('a full disk under the embedded database', () => {
  it('answers 503 while full, loses and duplicates nothing, and recovers when space is freed', async () => {
    // Fill the file system to the last byte (dd stops with ENOSPC).
    spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=1000'], { stdio: 'ignore' });
    expect(execFileSync('df', ['--output=avail', mountPoint]).toString()).toMatch(/\n\s*0\s*$/);

    const attempts: { key: string; status: number }[] = [];
    for (let i = 0; i < 40; i += 1) {
      const key = randomUUID();
      attempts.push({ key, status: (await exchange(key)).status });
    }
    const statuses = attempts.map((a) => a.status);
    expect(server.running, server.log).toBe(true);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    const health = await remote(server.url, 'GET', '/api/health');
    expect(server.log).toContain('"msg":"storage full"');

    rmSync(filler);
    // Answers whose operation committed but whose record failed are written again in the background (1 s backoff).
    await new Promise((r) => setTimeout(r, 2_500));
    const after = await remote(server.url, 'GET', '/api/wallet/wallets', { token: alice.token });
    expect(after.status).toBe(200);
    // Every refused attempt retried with its own key: it runs now, replays, or (money committed, answer not) stays in flight.
    let inFlight = 0;
    const acked = attempts.filter((a) => a.status === 200).length;
    let retriedOk = 0;
    for (const a of attempts.filter((x) => x.status === 503)) {
      const retry = await exchange(a.key);
      if (retry.status === 200) retriedOk += 1;
      else if (retry.status === 409) inFlight += 1;
      else throw new Error(`retry answered ${retry.status}: ${JSON.stringify(retry.body)}`);
    }
    const fresh = await exchange(randomUUID());
    expect(fresh.status).toBe(200);
    const main = (fresh.body.wallets as { type: string; balance: number }[]).find((w) => w.type === 'main')?.balance ?? 0;
    const committed = Math.round(1_000 - main) - 1;
    expect(committed).toBeGreaterThanOrEqual(acked + retriedOk);
    expect(committed).toBeLessThanOrEqual(acked + retriedOk + inFlight);
    // Every outcome is learnable: no key is left "still being processed" once space is back.
    expect(inFlight).toBe(0);
    const verify = await runCli(['ledger:verify'], procEnv(dataDir));
    expect(verify.code, verify.output).toBe(0);
    console.log(
      `[ops] full disk: ${acked} acknowledged while filling, ${statuses.filter((s) => s === 503).length} answered 503 (health ${health.status}); after freeing space ${retriedOk} retries succeeded, ${inFlight} keys in flight (money moved, answer not recorded), ${committed} exchanges in the ledger; ledger:verify passed`,
    );
  }, 180_000);
});
