import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/db/data-dir-lock.ts';
import { remotePair, remoteSend, type RemotePair } from '../factories/remote-api.ts';
import { call } from '../setup/http.ts';
import { runCli, runServerOnce, serverEnv } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Fault: a second process on one embedded data folder. Two PGlite engines on one folder corrupt
 * it (duplicate ids, lost transfers), so the folder is locked for a process's life: a second server
 * or a CLI command that would open the database refuses at once, the read and maintenance commands
 * go through the running server instead, and a SIGKILLed owner leaves no lock behind.
 */
const server = new ServerProcess();
let pair: RemotePair;
const env = () => server.env;

beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  await server.start();
  pair = await remotePair(server.url);
}, 300_000);

afterAll(async () => {
  await server.kill();
});

// These runs use their own embedded folder; the PostgreSQL pass of CI (DATABASE_URL set) need not repeat them.
describe.skipIf(!!process.env.DATABASE_URL)('one process per embedded data folder', () => {
  it('a second server on the same DATA_DIR exits non-zero at once, naming the folder, and the first keeps serving', async () => {
    const started = Date.now();
    const second = await runServerOnce(env());
    expect(second.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(second.output).toContain(`DATA_DIR ${server.dataDir} is in use by server (pid ${server.pid}`);
    expect(second.output).toContain('stop that process first');
    expect(second.output).not.toContain('server listening');
    expect((await remoteSend(server.url, pair)).status).toBe(200);
  }, 60_000);

  it('ledger:verify and distribute-profits run through the running server', async () => {
    const verify = await runCli(['ledger:verify'], env());
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toContain('(through the running server)');
    expect(verify.output).toContain('ok   ids are unique');
    expect(verify.output).toContain('ok   indexes match their tables');
    expect(verify.output).toContain('ledger:verify passed');
    const profits = await runCli(['distribute-profits'], env());
    expect(profits.code, profits.output).toBe(0);
    expect(profits.output).toMatch(/distribute-profits until .*: 0 periods paid/);
    expect(profits.output).toContain('run by the server that owns the data folder');
  }, 90_000);

  it('backup goes through the running server; restore on a folder in use refuses', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ops-backup-')), 'live.tar.gz');
    const backup = await runCli(['backup', '--out', file], env());
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('taken by the running server');
    expect(statSync(file).size).toBeGreaterThan(1000);
    const restoreHere = await runCli(['restore', file, '--force'], env());
    expect(restoreHere.code).toBe(1);
    expect(restoreHere.output).toContain(`DATA_DIR ${server.dataDir} is in use by server`);
    // The dump is a working database: restored into a free folder, it passes the ledger checks.
    const elsewhere = mkdtempSync(join(tmpdir(), 'ops-restore-'));
    const restore = await runCli(['restore', file], serverEnv({ dataDir: elsewhere }));
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('ledger:verify passed');
  }, 120_000);

  it('after kill -9 the folder is free at once: a restart succeeds and the data is there', async () => {
    await server.kill();
    expect(existsSync(join(server.dataDir, 'data-dir.lock'))).toBe(true);
    await server.start();
    const wallets = await call(server.url, 'GET', '/api/wallet/wallets', { token: pair.alice.token });
    expect(wallets.status).toBe(200);
  }, 120_000);

  it('a command holding the folder (no server running) makes a server start refuse, naming the holder', async () => {
    const stopped = await server.signal('SIGTERM');
    expect(stopped.code).toBe(0);
    // This test process plays the command: it holds the folder the way `restore` does.
    const held = lockDataDir(server.dataDir, 'restore');
    try {
      const refused = await runServerOnce(env());
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`is in use by restore (pid ${process.pid}`);
      const verify = await runCli(['ledger:verify'], env());
      expect(verify.code).toBe(1);
      expect(verify.output).toContain('is in use by restore');
    } finally {
      held.release();
    }
    const verify = await runCli(['ledger:verify'], env());
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toContain(`ledger:verify on PGlite in ${server.dataDir}`);
  }, 120_000);
});
