import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { createDiskStorage, type FileStorage } from '../../server/lib/uploads.ts';
import { sweepOrphanUploads } from '../../server/lib/uploads-sweep.ts';
import { registerUser } from '../factories/users.ts';
import { PNG_1X1 } from '../factories/payments.ts';
import { ServerProcess } from '../setup/server-process.ts';
import { call } from '../setup/http.ts';
import { enforceDocument } from '../setup/openapi-conformance.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/**
 * A read-only uploads folder used to answer 500 on every upload while readiness said "disk":"ok",
 * and a full disk left 0-byte files in uploads/ with no row. Now: 503 with a clear message, readiness
 * writes and deletes a probe in the folder uploads go to, a failed save leaves no file, and a start-up
 * sweep removes old files no row points at.
 *
 * Read-only: as root, permissions do not stop writes (CAP_DAC_OVERRIDE), so the folder is a tmpfs
 * remounted read-only (EROFS); otherwise chmod 0500 (EACCES). Full disk: a tmpfs of 1 MB filled to
 * the last byte when root can mount; and always a write stream that fails with ENOSPC after the file
 * was created (what the kernel does when the first block cannot be allocated), injected at the fs level.
 */
const root = userInfo().uid === 0;
const canMount = (() => {
  if (!root) return false;
  const probe = mkdtempSync(join(tmpdir(), 'mount-probe-'));
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe]).status === 0;
  if (ok) spawnSync('umount', [probe]);
  rmSync(probe, { recursive: true, force: true });
  return ok;
})();

let ctx: TestContext;
let dataDir: string;
let uploads: string;
let mounted = false;
beforeEach(async () => {
  ctx = await resetDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'uploads-fault-'));
  uploads = join(dataDir, 'uploads');
  mkdirSync(uploads);
});
afterEach(() => {
  if (mounted) spawnSync('umount', ['-l', uploads]);
  mounted = false;
  chmodSync(uploads, 0o700);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The app with DATA_DIR and uploads in the test's folder (readiness then checks both). */
const appWith = (storage: FileStorage): App =>
  enforceDocument(createApp({ ...ctx.deps, env: { ...ctx.deps.env, dataDir }, storage }));

const png = (bytes = 0) => {
  const body = new Uint8Array(Math.max(bytes, PNG_1X1.length));
  body.set(PNG_1X1);
  return new File([body], 'shot.png', { type: 'image/png' });
};

async function openTicket(app: App, token: string, file: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ subject: 'Screenshot', priority: 'medium', message: 'See image' }))
    form.set(k, v);
  form.set('attachment', file);
  const res = await app.request('/api/tickets', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
}

const ticketCount = async () =>
  Number((await queryRows<{ n: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n FROM tickets`))[0]?.n);
const filesIn = (dir: string) => readdirSync(dir).filter((n) => n !== 'filler' && n !== 'lost+found');

function makeReadOnly(): void {
  if (canMount) {
    spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', uploads]);
    mounted = true;
    expect(spawnSync('mount', ['-o', 'remount,ro', uploads]).status).toBe(0);
  } else {
    chmodSync(uploads, 0o500);
  }
}

describe.skipIf(root && !canMount)('a read-only uploads folder', () => {
  it('answers 503 with a clear message, writes no row, and readiness says the storage failed', async () => {
    const app = appWith(createDiskStorage(dataDir));
    const alice = await registerUser(app);
    makeReadOnly();
    const res = await openTicket(app, alice.token, png());
    expect([res.status, res.body.code]).toEqual([503, 'STORAGE_UNAVAILABLE']);
    expect(res.body.message).toBe(
      'File storage is unavailable right now: the uploads folder is not writable, nothing was saved. Please try again in a few minutes.',
    );
    expect(await ticketCount()).toBe(0);
    const ready = await call<{ message: string; errors: Record<string, string> }>(app, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.message).toBe('Not ready: storage');
    expect(ready.body.errors.disk).toBe('ok');
    expect(ready.body.errors.storage).toMatch(/^failed: .*(EROFS|EACCES)/);
  });
});

describe('a full disk under uploads', () => {
  it('an ENOSPC write (injected at the fs level) answers 503, leaves no file and no row', async () => {
    const enospc = (path: string) => {
      // The kernel creates the file, then fails to allocate its first block.
      closeSync(openSync(path, 'wx', 0o600));
      return new Writable({
        write: (_chunk, _enc, done) =>
          done(Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC' })),
      });
    };
    const app = appWith(createDiskStorage(dataDir, { openWrite: enospc }));
    const alice = await registerUser(app);
    const res = await openTicket(app, alice.token, png());
    expect([res.status, res.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(res.body.message).toMatch(/server storage is full/);
    expect(filesIn(uploads)).toEqual([]);
    expect(await ticketCount()).toBe(0);
  });

  it.skipIf(!canMount)(
    'a real tmpfs filled to the last byte: 503, no 0-byte file left, and uploads work once space is freed',
    async () => {
      spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', uploads]);
      mounted = true;
      spawnSync('dd', ['if=/dev/zero', `of=${join(uploads, 'filler')}`, 'bs=64k', 'count=100'], { stdio: 'ignore' });
      const app = appWith(createDiskStorage(dataDir));
      const alice = await registerUser(app);
      for (let i = 0; i < 3; i += 1) {
        const res = await openTicket(app, alice.token, png(200_000));
        expect([res.status, res.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
      }
      expect(filesIn(uploads)).toEqual([]);
      expect(await ticketCount()).toBe(0);
      rmSync(join(uploads, 'filler'));
      expect((await openTicket(app, alice.token, png(200_000))).status).toBe(201);
      expect(filesIn(uploads)).toHaveLength(1);
    },
  );
});

describe('the start-up sweep of orphan uploads', () => {
  it('removes old files no row points at, and keeps referenced and recent ones', async () => {
    const app = appWith(createDiskStorage(dataDir));
    const alice = await registerUser(app);
    expect((await openTicket(app, alice.token, png())).status).toBe(201);
    const [kept] = filesIn(uploads);
    const orphanOld = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png';
    const orphanNew = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf';
    writeFileSync(join(uploads, orphanOld), '');
    writeFileSync(join(uploads, orphanNew), '');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const name of [kept!, orphanOld]) utimesSync(join(uploads, name), twoHoursAgo, twoHoursAgo);
    expect(await sweepOrphanUploads(ctx.deps.db, createDiskStorage(dataDir))).toBe(1);
    expect(filesIn(uploads).sort()).toEqual([kept, orphanNew].sort());
  });
});

describe('the server at start', () => {
  it('sweeps old orphan uploads of its DATA_DIR before it listens', async () => {
    const server = new ServerProcess({ dataDir });
    const old = 'cccccccccccccccccccccccccccccccc.png';
    const fresh = 'dddddddddddddddddddddddddddddddd.png';
    writeFileSync(join(uploads, old), '');
    writeFileSync(join(uploads, fresh), '');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(join(uploads, old), twoHoursAgo, twoHoursAgo);
    try {
      await server.start();
      expect(filesIn(uploads)).toEqual([fresh]);
      expect(server.log).toContain('"msg":"removed orphan upload files","files":1');
    } finally {
      await server.kill();
    }
  }, 120_000);
});
