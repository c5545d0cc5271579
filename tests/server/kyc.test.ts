import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../server/db/schema.ts';
import { kycSubmissions } from '../../server/db/schema-kyc.ts';
import type { AdminKycDetail } from '../../src/contract/kyc.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let ctx: TestContext;
let user: Session;
let admin: Session;
beforeEach(async () => {
  ctx = await resetDatabase();
  user = await registerUser(ctx.app);
  admin = await loginAdmin(ctx.app);
});

const FIELDS = {
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

async function submit(
  token: string,
  fields: Record<string, string> = FIELDS,
  file: File | null = new File([PDF], 'passport.pdf', { type: 'application/pdf' }),
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('idDocument', file);
  const res = await ctx.app.request('/api/kyc/submit', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { errors?: Record<string, string> },
  };
}

const status = async (token: string) =>
  (await call<{ status: string; reason: string | null }>(ctx.app, 'GET', '/api/kyc/status', { token })).body;
const pendingId = async () =>
  (await ctx.deps.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, user.user.id)))[0]?.id ?? '';

describe('KYC submission', () => {
  it('starts at none, accepts a PDF with 200, then is pending and refuses a second submission', async () => {
    expect(await status(user.token)).toMatchObject({ status: 'none', reason: null });
    const res = await submit(user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'KYC submitted successfully!', status: 'pending' });
    expect(await status(user.token)).toMatchObject({ status: 'pending', reason: null });
    const [row] = await ctx.deps.db.select().from(kycSubmissions);
    expect(row).toMatchObject({
      idType: 'passport',
      addressCountry: 'Canada',
      documentMime: 'application/pdf',
      documentName: 'passport.pdf',
    });
    expect(row?.documentKey).toMatch(/^[a-f0-9]{32}\.pdf$/);

    const again = await submit(user.token, FIELDS, new File([PNG], 'id.png'));
    expect(again.status).toBe(409);
    expect(await ctx.deps.db.select().from(kycSubmissions)).toHaveLength(1);
  });

  it('validates every field again and names the bad ones, storing nothing', async () => {
    const saved: string[] = [];
    const original = ctx.deps.storage.save;
    ctx.deps.storage.save = async (f) => {
      const s = await original(f);
      saved.push(s.key);
      return s;
    };
    try {
      const res = await submit(user.token, { ...FIELDS, idType: 'library_card', city: ' ', zipCode: '' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toEqual(expect.arrayContaining(['idType', 'city', 'zipCode']));
      const missing = await submit(user.token, { ...FIELDS, phone: '' });
      expect(missing.body.errors).toHaveProperty('phone');
      const extra = await submit(user.token, { ...FIELDS, role: 'admin' });
      expect(extra.status).toBe(400);
      const noFile = await submit(user.token, FIELDS, null);
      expect(noFile.status).toBe(400);
      expect(noFile.body.errors).toEqual({ idDocument: 'is required' });
      expect(saved).toEqual([]);
    } finally {
      ctx.deps.storage.save = original;
    }
    expect(await ctx.deps.db.select().from(kycSubmissions)).toHaveLength(0);
  });

  it('refuses a file that is not an image or PDF (415) and a JSON body (415)', async () => {
    const fake = await submit(
      user.token,
      FIELDS,
      new File(['<html>hi</html>'], 'passport.pdf', { type: 'application/pdf' }),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('Invalid file format. Accepted: images or PDF.');
    const json = await call(ctx.app, 'POST', '/api/kyc/submit', { token: user.token, body: FIELDS });
    expect(json.status).toBe(415);
    expect(await ctx.deps.db.select().from(kycSubmissions)).toHaveLength(0);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const res = await submit(user.token, FIELDS, new File([big], 'big.pdf'));
    expect(res.status).toBe(413);
  });

  it('removes the stored file when the insert fails', async () => {
    const removed: string[] = [];
    const saved: string[] = [];
    const { save, remove } = ctx.deps.storage;
    ctx.deps.storage.save = async (f) => {
      const s = await save(f);
      saved.push(s.key);
      // Another submission sneaks in between the check and the insert.
      await ctx.deps.db.insert(kycSubmissions).values({
        userId: user.user.id,
        idType: 'passport',
        idNumber: '1',
        address: 'a',
        city: 'c',
        state: 's',
        zipCode: 'z',
        addressCountry: 'x',
        firstName: 'f',
        lastName: 'l',
        phone: 'p',
        country: 'c',
        documentKey: 'k',
        documentMime: 'application/pdf',
        documentName: 'n',
        documentSize: 1,
      });
      return s;
    };
    ctx.deps.storage.remove = async (key) => {
      removed.push(key);
      await remove(key);
    };
    try {
      const res = await submit(user.token);
      expect(res.status).toBe(409);
      expect(removed).toEqual(saved);
      expect(saved).toHaveLength(1);
    } finally {
      ctx.deps.storage.save = save;
      ctx.deps.storage.remove = remove;
    }
  });

  it('is for signed-in investors only', async () => {
    expect((await call(ctx.app, 'GET', '/api/kyc/status')).status).toBe(401);
    expect((await submit('bad-token')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/kyc/status', { token: admin.token })).status).toBe(403);
  });
});

describe('KYC review', () => {
  it('lists pending submissions, shows one with its document, approves once and notifies the user', async () => {
    await submit(user.token);
    const other = await registerUser(ctx.app);
    expect((await call(ctx.app, 'GET', '/api/admin/kyc', { token: other.token })).status).toBe(403);

    const list = await call<{ items: Array<{ id: string; email: string; status: string }>; nextCursor: string | null }>(
      ctx.app,
      'GET',
      '/api/admin/kyc?status=pending',
      { token: admin.token },
    );
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([expect.objectContaining({ email: user.user.email, status: 'pending' })]);
    const id = list.body.items[0]?.id ?? '';
    expect(
      (await call<{ items: unknown[] }>(ctx.app, 'GET', '/api/admin/kyc?status=approved', { token: admin.token })).body
        .items,
    ).toEqual([]);

    const detail = await call<AdminKycDetail>(ctx.app, 'GET', `/api/admin/kyc/${id}`, { token: admin.token });
    expect(detail.body).toMatchObject({
      idNumber: 'X1234567',
      zipCode: 'M5V 2T6',
      kycAddressCountry: 'Canada',
      document: { url: `/api/admin/kyc/${id}/document`, mime: 'application/pdf' },
    });
    const doc = await ctx.app.request(`/api/admin/kyc/${id}/document`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(doc.headers.get('content-disposition')).toMatch(/^inline/);
    expect(new Uint8Array(await doc.arrayBuffer())).toEqual(PDF);
    const asUser = await ctx.app.request(`/api/admin/kyc/${id}/document`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(asUser.status).toBe(403);

    const ok = await call(ctx.app, 'POST', `/api/admin/kyc/${id}/approve`, { token: admin.token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ kyc: { status: 'approved' } });
    const twice = await call(ctx.app, 'POST', `/api/admin/kyc/${id}/approve`, { token: admin.token });
    expect(twice.status).toBe(409);
    const rejectAfter = await call(ctx.app, 'POST', `/api/admin/kyc/${id}/reject`, {
      token: admin.token,
      body: { reason: 'late' },
    });
    expect(rejectAfter.status).toBe(409);

    expect(await status(user.token)).toMatchObject({ status: 'approved' });
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
    expect(notes.map((n) => n.message)).toEqual(['Your KYC verification has been approved.']);
    const audits = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action)).toEqual(['kyc.approve']);
    expect((await submit(user.token)).status).toBe(409);
  });

  it('rejects with a reason once; the user sees it and may submit again', async () => {
    await submit(user.token);
    const id = await pendingId();
    const noReason = await call(ctx.app, 'POST', `/api/admin/kyc/${id}/reject`, { token: admin.token, body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ errors: { reason: 'is required' } });
    const res = await call(ctx.app, 'POST', `/api/admin/kyc/${id}/reject`, {
      token: admin.token,
      body: { reason: 'Document is blurry' },
    });
    expect(res.status).toBe(200);
    expect(
      (await call(ctx.app, 'POST', `/api/admin/kyc/${id}/reject`, { token: admin.token, body: { reason: 'again' } }))
        .status,
    ).toBe(409);
    expect(await status(user.token)).toMatchObject({ status: 'rejected', reason: 'Document is blurry' });
    const [note] = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
    expect(note).toMatchObject({
      message: 'Your KYC verification was rejected: Document is blurry',
      link: '/user/kyc/form',
    });
    expect((await submit(user.token)).status).toBe(200);
    expect(await status(user.token)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await call(ctx.app, 'GET', `/api/admin/kyc/${id}`, { token: admin.token })).status).toBe(404);
      expect((await call(ctx.app, 'POST', `/api/admin/kyc/${id}/approve`, { token: admin.token })).status).toBe(404);
      expect(
        (
          await ctx.app.request(`/api/admin/kyc/${id}/document`, {
            headers: { authorization: `Bearer ${admin.token}` },
          })
        ).status,
      ).toBe(404);
    }
    expect((await call(ctx.app, 'GET', '/api/admin/kyc?status=weird', { token: admin.token })).status).toBe(400);
  });

  it('pages the list with a cursor', async () => {
    for (let i = 0; i < 3; i++) {
      const u = await registerUser(ctx.app);
      await submit(u.token);
    }
    const first = await call<{ items: Array<{ id: string }>; nextCursor: string | null }>(
      ctx.app,
      'GET',
      '/api/admin/kyc?status=all&limit=2',
      { token: admin.token },
    );
    expect(first.body.items).toHaveLength(2);
    const second = await call<{ items: Array<{ id: string }>; nextCursor: string | null }>(
      ctx.app,
      'GET',
      `/api/admin/kyc?status=all&limit=2&cursor=${first.body.nextCursor}`,
      { token: admin.token },
    );
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
  });
});
