import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remotePair, remoteSend, type RemotePair } from '../factories/remote-api.ts';
import { runCli, runServerOnce } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Fault: an operator takes DATA_DIR/data-dir.lock for a stale lock and deletes it while the server
 * runs. A second server on the folder used to start beside the first (duplicated entry ids, an
 * unbalanced transaction, damaged indexes). The database's own PG_VERSION is locked as well, so
 * the second server still refuses, saying nothing needs deleting; the first keeps serving, and a
 * clean stop leaves no lock file to be mistaken for a stale one.
 */
const server = new ServerProcess();
let pair: RemotePair;
const lockFile = () => join(server.dataDir, 'data-dir.lock');
const send = () => remoteSend(server.url, pair);

beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  await server.start();
  pair = await remotePair(server.url);
}, 300_000);

afterAll(async () => {
  await server.kill();
});

describe.skipIf(!!process.env.DATABASE_URL)('deleting data-dir.lock under a running server', () => {
  it('a second server on the folder still refuses, saying nothing needs deleting, and the first keeps serving', async () => {
    expect(existsSync(lockFile())).toBe(true);
    rmSync(lockFile());
    const second = await runServerOnce(server.env);
    expect(second.code, second.output).toBe(1);
    expect(second.output).toContain(`DATA_DIR ${server.dataDir} is in use by another process`);
    expect(second.output).toContain('Nothing needs deleting');
    expect(second.output).not.toContain('server listening');
    // A CLI command is refused too, or goes through the running server: it never opens the folder itself.
    const verify = await runCli(['ledger:verify'], server.env);
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toContain('(through the running server)');
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(200);
    expect(server.running).toBe(true);
  }, 120_000);

  it('a clean stop removes the lock file; the next start takes the folder and the ledger is whole', async () => {
    expect((await server.signal('SIGTERM')).code).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
    const verify = await runCli(['ledger:verify'], server.env);
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toContain('ok   ids are unique');
    await server.start();
    expect(existsSync(lockFile())).toBe(true);
    expect((await send()).status).toBe(200);
  }, 120_000);
});
