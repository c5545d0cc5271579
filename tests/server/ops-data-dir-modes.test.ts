import { randomUUID } from 'node:crypto';
import { chmodSync, lstatSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDeposit, depositMethods, pngFile } from '../factories/payments.ts';
import { remoteAdminToken, remoteUser } from '../factories/remote-api.ts';
import { call } from '../setup/http.ts';
import { runCli } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Fault: a server started under umask 000 (a careless service file, `npm start` from such a
 * shell) used to leave the embedded ledger world-writable (0666 files under pgdata). DATA_DIR and
 * everything in it must be 0700 folders / 0600 files whoever starts it, and a DATA_DIR made
 * world-writable earlier is made private at the next start (server or CLI), with a warning.
 */
/** As `npm start` runs it: no JWT_SECRET, so the server generates one into DATA_DIR. */
const server = new ServerProcess({
  dataDir: join(mkdtempSync(join(tmpdir(), 'ops-modes-')), 'data'),
  jwtSecret: false,
});

type Shared = { path: string; mode: string };
/** Everything under `dir` (itself included) that a group or other account could read, write or enter. */
function sharedEntries(dir: string): { total: number; shared: Shared[] } {
  let total = 0;
  const shared: Shared[] = [];
  const stack = [dir];
  for (let path = stack.pop(); path !== undefined; path = stack.pop()) {
    const s = lstatSync(path);
    if (s.isSymbolicLink()) continue;
    total += 1;
    if (s.mode & 0o077) shared.push({ path: path.slice(dir.length) || '/', mode: (s.mode & 0o777).toString(8) });
    if (s.isDirectory()) for (const name of readdirSync(path)) stack.push(join(path, name));
  }
  return { total, shared };
}

function makeWorldWritable(dir: string): number {
  let n = 0;
  const stack = [dir];
  for (let path = stack.pop(); path !== undefined; path = stack.pop()) {
    const s = lstatSync(path);
    if (s.isSymbolicLink()) continue;
    chmodSync(path, s.isDirectory() ? 0o777 : 0o666);
    n += 1;
    if (s.isDirectory()) for (const name of readdirSync(path)) stack.push(join(path, name));
  }
  return n;
}

afterAll(async () => {
  await server.kill();
});

// Own embedded folder; the PostgreSQL pass of CI need not repeat it.
describe.skipIf(!!process.env.DATABASE_URL)('DATA_DIR is private to the account that runs the server', () => {
  it('a server started under umask 000 creates only 0700 folders and 0600 files (database, JWT secret, uploads)', async () => {
    server.umask = '000';
    await server.start();
    const admin = await remoteAdminToken(server.url);
    const user = await remoteUser(server.url, admin, 500);
    const app = server.url;
    const method = (await depositMethods(app, user.token))[0]?.id ?? '';
    await createDeposit(app, user.token, method, '25', pngFile());
    const send = await call(server.url, 'POST', '/api/wallet/wallet-exchange-now', {
      token: user.token,
      key: randomUUID(),
      body: { from_wallet_id: user.main, to_wallet_id: user.profit, amount: 10 },
    });
    expect(send.status).toBe(200);
    expect(readdirSync(server.dataDir)).toContain('jwt-secret');
    const { total, shared } = sharedEntries(server.dataDir);
    console.log(
      `[ops] umask 000 start: ${total} entries under DATA_DIR, ${shared.length} readable or writable by others`,
    );
    expect(total).toBeGreaterThan(100);
    expect(readdirSync(join(server.dataDir, 'uploads')).length).toBeGreaterThan(0);
    expect(shared.slice(0, 10)).toEqual([]);
  }, 120_000);

  it('a DATA_DIR made world-writable while stopped is made private at the next start, with a warning', async () => {
    expect((await server.signal('SIGTERM')).code).toBe(0);
    const opened = makeWorldWritable(server.dataDir);
    server.umask = undefined;
    await server.start();
    expect(server.log).toContain(
      'DATA_DIR had files other accounts could read or write; made them private (0700/0600)',
    );
    expect(server.log).toMatch(new RegExp(`"changed":${opened}\\b`));
    expect(sharedEntries(server.dataDir).shared.slice(0, 10)).toEqual([]);
    expect((await call(server.url, 'GET', '/api/health/ready')).status).toBe(200);
    console.log(`[ops] world-writable DATA_DIR: ${opened} modes opened while stopped, all made private at start`);
  }, 120_000);

  it('a CLI command on the folder (no server running) makes it private too', async () => {
    expect((await server.signal('SIGTERM')).code).toBe(0);
    makeWorldWritable(server.dataDir);
    const verify = await runCli(['ledger:verify'], server.env);
    expect(verify.code, verify.output).toBe(0);
    expect(sharedEntries(server.dataDir).shared.slice(0, 10)).toEqual([]);
  }, 120_000);
});
