import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { createS3Storage } from '../../server/lib/storage-s3.ts';
import { sweepOrphanUploads } from '../../server/lib/uploads-sweep.ts';
import { PNG_1X1, depositMethods, methodNamed } from '../factories/payments.ts';
import { TestS3 } from '../factories/s3-server.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { enforceDocument } from '../setup/openapi-conformance.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/**
 * With S3_BUCKET every upload goes to the bucket through the SDK (streamed), is read back
 * through the same authenticated routes with the same headers, is deleted with its record, and a store
 * that does not answer is a 503 that leaves no object and no row. Against s3rver, a real S3-compatible
 * server this test starts on a free port in a temp folder.
 */
const s3 = new TestS3();
let ctx: TestContext;
let app: App;
beforeAll(async () => {
  await s3.start();
});
afterAll(async () => {
  await s3.dispose();
});
beforeEach(async () => {
  ctx = await resetDatabase();
  await s3.clear();
  app = enforceDocument(createApp({ ...ctx.deps, storage: createS3Storage(s3.settings) }));
});

/** A real PNG followed by `size` random bytes: big enough to stream in parts. */
const pngOf = (size: number, name = 'shot.png') => new File([PNG_1X1, randomBytes(size)], name, { type: 'image/png' });

async function multipart(path: string, token: string, fields: Record<string, string | File>, via: App = app) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await via.request(path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { code?: string; message?: string },
  };
}

const count = async (table: 'tickets' | 'deposits') =>
  Number(
    (await queryRows<{ n: string }>(ctx.deps.db, sql`SELECT count(*)::text AS n FROM ${sql.identifier(table)}`))[0]?.n,
  );

const FILE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'cache-control',
  'content-security-policy',
];

describe('uploads in an S3-compatible bucket', () => {
  it('a ticket attachment (7 MB, uploaded in parts) goes to the bucket and reads back byte-equal with the usual headers', async () => {
    const alice = await registerUser(app);
    const file = pngOf(7 * 1024 * 1024);
    const sent = Buffer.from(await file.arrayBuffer());
    const res = await multipart('/api/tickets', alice.token, {
      subject: 'Screenshot',
      priority: 'medium',
      message: 'See image',
      attachment: file,
    });
    expect(res.status).toBe(201);
    const keys = await s3.keys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^uploads\/[a-f0-9]{32}\.png$/);
    expect((await s3.bytes(keys[0]!)).equals(sent)).toBe(true);

    const url = (res.body.messages as Array<{ attachment: { url: string } }>)[0]!.attachment.url;
    const got = await app.request(url, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(sent)).toBe(true);
    // The same headers as the same file served from disk (the harness's own app stores on disk).
    const onDisk = await multipart(
      '/api/tickets',
      alice.token,
      { subject: 'Screenshot', priority: 'medium', message: 'See image', attachment: file },
      ctx.app,
    );
    const diskUrl = (onDisk.body.messages as Array<{ attachment: { url: string } }>)[0]!.attachment.url;
    const fromDisk = await ctx.app.request(diskUrl, { headers: { authorization: `Bearer ${alice.token}` } });
    const headersOf = (r: Response) => Object.fromEntries(FILE_HEADERS.map((h) => [h, r.headers.get(h)]));
    expect(headersOf(got)).toEqual(headersOf(fromDisk));
    expect(headersOf(got)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(sent.length),
      'content-disposition': 'inline; filename="shot.png"',
      'x-content-type-options': 'nosniff',
    });
    const bob = await registerUser(app);
    expect((await app.request(url, { headers: { authorization: `Bearer ${bob.token}` } })).status).toBe(404);
  });

  it('a deposit proof replaced by a new one leaves only the new object; a row that cannot be written leaves none', async () => {
    const alice = await registerUser(app);
    const usdt = await methodNamed(await depositMethods(app, alice.token), 'USDT (TRC20)');
    const created = await multipart('/api/deposits', alice.token, {
      method_id: usdt.id,
      amount: '20',
      proof: pngOf(1000, 'one.png'),
    });
    expect(created.status).toBe(201);
    const first = await s3.keys();
    const id = (created.body.deposit as { id: string }).id;
    const second = pngOf(2000, 'two.png');
    expect((await multipart(`/api/deposits/${id}/proof`, alice.token, { proof: second })).status).toBe(200);
    const now = await s3.keys();
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(first[0]);
    const proof = await app.request(`/api/deposits/${id}/proof`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(Buffer.from(await proof.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true);

    vi.spyOn(ctx.deps.db, 'transaction').mockRejectedValueOnce(new Error('database went away'));
    expect(
      (await multipart('/api/deposits', alice.token, { method_id: usdt.id, amount: '20', proof: pngOf(1000) })).status,
    ).toBe(500);
    vi.restoreAllMocks();
    expect(await s3.keys()).toEqual(now);
    expect(await count('deposits')).toBe(1);
  });

  it('a KYC document goes to the bucket and the admin reads it back', async () => {
    const alice = await registerUser(app);
    const admin = await loginAdmin(app);
    const pdf = new File([Buffer.from('%PDF-1.4\n'), randomBytes(5000)], 'passport.pdf', { type: 'application/pdf' });
    const fields = {
      idType: 'passport',
      idNumber: 'X1234567',
      address: '1 Main Street',
      city: 'Toronto',
      state: 'Ontario',
      zipCode: 'M5V 2T6',
      kycAddressCountry: 'Canada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 555 0100',
      country: 'Canada',
    };
    expect((await multipart('/api/kyc/submit', alice.token, { ...fields, idDocument: pdf })).status).toBe(200);
    expect(await s3.keys()).toEqual([expect.stringMatching(/^uploads\/[a-f0-9]{32}\.pdf$/)]);
    const [row] = await queryRows<{ id: string }>(ctx.deps.db, sql`SELECT id FROM kyc_submissions`);
    const doc = await app.request(`/api/admin/kyc/${row!.id}/document`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect([doc.status, doc.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await doc.arrayBuffer()).equals(Buffer.from(await pdf.arrayBuffer()))).toBe(true);
  });

  it('with the bucket unreachable: 503 with a clear message, no row, no object, readiness fails on storage; all well once it is back', async () => {
    const alice = await registerUser(app);
    await s3.stop();
    const res = await multipart('/api/tickets', alice.token, {
      subject: 'Screenshot',
      priority: 'medium',
      message: 'See image',
      attachment: pngOf(300_000),
    });
    expect([res.status, res.body.code]).toEqual([503, 'STORAGE_UNAVAILABLE']);
    expect(res.body.message).toMatch(
      /^File storage is unavailable right now: the object store \(bucket wallet-uploads\) did not answer: .*; nothing was saved\. Please try again in a few minutes\.$/,
    );
    expect(await count('tickets')).toBe(0);
    const ready = await call<{ message: string; errors: Record<string, string> }>(app, 'GET', '/api/health/ready');
    expect([ready.status, ready.body.message]).toEqual([503, 'Not ready: storage']);
    await s3.start(s3.port);
    expect(await s3.keys()).toEqual([]);
    expect((await call(app, 'GET', '/api/health/ready')).status).toBe(200);
    const again = await multipart('/api/tickets', alice.token, {
      subject: 'Screenshot',
      priority: 'medium',
      message: 'See image',
      attachment: pngOf(300_000),
    });
    expect(again.status).toBe(201);
    expect(await s3.keys()).toHaveLength(1);
  });

  it('the orphan sweep removes old objects no row points at and keeps the referenced ones', async () => {
    const alice = await registerUser(app);
    expect(
      (
        await multipart('/api/tickets', alice.token, {
          subject: 'Screenshot',
          priority: 'medium',
          message: 'See image',
          attachment: pngOf(1000),
        })
      ).status,
    ).toBe(201);
    const [kept] = await s3.keys();
    const storage = createS3Storage(s3.settings);
    const orphan = await storage.save(pngOf(1000));
    // Objects cannot be back-dated: the sweep is run as if two hours had passed.
    expect(await sweepOrphanUploads(ctx.deps.db, storage, Date.now() + 2 * 3600_000)).toBe(1);
    expect(await s3.keys()).toEqual([kept]);
    expect(kept).not.toBe(`uploads/${orphan.key}`);
  });
});
