import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Client } from '../../server/lib/storage-s3.ts';
import { PNG_1X1 } from '../factories/payments.ts';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { S3_TEST_BUCKET, TestS3 } from '../factories/s3-server.ts';
import { callOk, callRaw } from '../setup/http.ts';
import { runCli, serverEnv } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Storage past one machine: two app processes with their own DATA_DIR on one PostgreSQL and one
 * bucket serve each other's files (nothing is on either's disk); and `uploads:copy-to-s3` moves an
 * existing uploads folder into the bucket, resumably, verified by checksum.
 */
const s3 = new TestS3();
beforeAll(async () => {
  await s3.start();
});
afterAll(async () => {
  await s3.dispose();
});

const png = () => new File([PNG_1X1, randomBytes(200_000)], 'shot.png', { type: 'image/png' });

async function openTicket(url: string, user: RemoteUser, file: File): Promise<{ attachmentUrl: string; sent: Buffer }> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ subject: 'Screenshot', priority: 'medium', message: 'See image' }))
    form.set(k, v);
  form.set('attachment', file);
  const body = await callOk<{ messages: Array<{ attachment: { url: string } }> }>(
    url,
    'POST',
    '/api/tickets',
    { token: user.token, form },
    201,
  );
  return { attachmentUrl: body.messages[0]!.attachment.url, sent: Buffer.from(await file.arrayBuffer()) };
}

const fetchBytes = async (url: string, token: string) => {
  const res = await callRaw(url, 'GET', '', { token });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

describe.skipIf(!process.env.DATABASE_URL)('two app processes, one PostgreSQL, one bucket', () => {
  const name = `${process.env.TEST_DB_PREFIX ?? 'wallet_test'}_s3two`;
  let url = '';
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL ?? '');
    u.pathname = `/${name}`;
    url = u.toString();
    for (let i = 0; i < 2; i += 1)
      servers.push(new ServerProcess({ databaseUrl: url, env: { DB_POOL_MAX: '4', ...s3.env } }));
    // One after the other: the first migrates the new database.
    for (const server of servers) await server.start();
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.kill();
    for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('each serves the files the other stored, byte-equal, and neither keeps them on its disk', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const alice = await remoteUser(a.url, await remoteAdminToken(a.url));
    const viaA = await openTicket(a.url, alice, png());
    const viaB = await openTicket(b.url, alice, png());
    for (const [server, file] of [
      [b, viaA],
      [a, viaB],
    ] as const) {
      const got = await fetchBytes(`${server.url}${file.attachmentUrl}`, alice.token);
      expect([got.status, got.type]).toEqual([200, 'image/png']);
      expect(got.bytes.equals(file.sent)).toBe(true);
    }
    expect(await s3.keys()).toHaveLength(2);
    for (const server of servers)
      expect(existsSync(join(server.dataDir, 'uploads')) ? readdirSync(join(server.dataDir, 'uploads')) : []).toEqual(
        [],
      );
  }, 60_000);
});

describe('uploads:copy-to-s3', () => {
  it('copies an uploads folder into the bucket, resumes after a failure, re-copies a damaged object, and verifies every copy', async () => {
    await s3.clear();
    const dataDir = mkdtempSync(join(tmpdir(), 'copy-s3-'));
    const uploads = join(dataDir, 'uploads');
    mkdirSync(uploads);
    const names = Array.from({ length: 4 }, () => `${randomBytes(16).toString('hex')}.png`);
    for (const n of names) writeFileSync(join(uploads, n), Buffer.concat([PNG_1X1, randomBytes(50_000)]));
    writeFileSync(join(uploads, '.ready-probe-1'), 'not an upload');
    const env = serverEnv({ dataDir, env: s3.env });
    const copy = () => runCli(['uploads:copy-to-s3'], env);

    // The store is down: nothing counts as copied, exit 1, and the command says to run it again.
    await s3.stop();
    const down = await copy();
    expect(down.code, down.output).toBe(1);
    expect(down.output).toContain('4 files, 0 copied and verified, 0 already there (verified), 4 failed');
    await s3.start(s3.port);

    // Two files made it before an interruption; one of them arrived damaged (same length, other bytes).
    const client = s3Client(s3.settings);
    await client.send(
      new PutObjectCommand({
        Bucket: S3_TEST_BUCKET,
        Key: `uploads/${names[0]}`,
        Body: readFileSync(join(uploads, names[0]!)),
      }),
    );
    const damaged = Buffer.from(readFileSync(join(uploads, names[1]!)));
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 1) ^ 0xff, damaged.length - 1);
    await client.send(new PutObjectCommand({ Bucket: S3_TEST_BUCKET, Key: `uploads/${names[1]}`, Body: damaged }));

    const resumed = await copy();
    expect(resumed.code, resumed.output).toBe(0);
    expect(resumed.output).toContain('4 files, 3 copied and verified, 1 already there (verified), 0 failed');
    const again = await copy();
    expect(again.output).toContain('4 files, 0 copied and verified, 4 already there (verified), 0 failed');
    expect(await s3.keys()).toEqual(names.map((n) => `uploads/${n}`).sort());
    for (const n of names) expect((await s3.bytes(`uploads/${n}`)).equals(readFileSync(join(uploads, n)))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
