import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { fundedUser, type Funded } from '../factories/money.ts';
import { KYC_FIELDS } from '../factories/owned-objects.ts';
import { depositMethods, pngFile, postForm } from '../factories/payments.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/**
 * Two inputs that used to end in a 500: a NUL in an uploaded file's name (its row's INSERT
 * failed) and a JSON body nested 150,000 deep (the NUL check walked it by recursion and overflowed
 * the stack). Both are 400 naming the field, and nothing is stored.
 */
let ctx: TestContext;
let app: App;
let user: Funded;

beforeAll(async () => {
  ctx = await resetDatabase();
  app = ctx.app;
  user = await fundedUser(app, (await loginAdmin(app)).token, 100);
}, 60_000);

const count = async (table: string) => {
  const result = (await ctx.deps.db.execute(`SELECT count(*)::int AS n FROM ${table}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n;
};

describe('a NUL in an uploaded file name', () => {
  it('is a 400 naming the file field on every upload route, and nothing is stored', async () => {
    const method = (await depositMethods(app, user.token))[0]?.id ?? '';
    const badName = () => pngFile('proof\u0000.png');
    const before = {
      deposits: await count('deposits'),
      kyc: await count('kyc_submissions'),
      tickets: await count('tickets'),
    };
    const cases: { path: string; field: string; fields: Record<string, string | File> }[] = [
      { path: '/api/deposits', field: 'proof', fields: { method_id: method, amount: '10', proof: badName() } },
      { path: '/api/kyc/submit', field: 'idDocument', fields: { ...KYC_FIELDS, idDocument: badName() } },
      {
        path: '/api/tickets',
        field: 'attachment',
        fields: { subject: 'Hello', priority: 'low', message: 'A file', attachment: badName() },
      },
    ];
    for (const c of cases) {
      const res = await postForm<{ message: string; errors: Record<string, string> }>(
        app,
        c.path,
        user.token,
        c.fields,
      );
      expect({ path: c.path, status: res.status }).toEqual({ path: c.path, status: 400 });
      expect(res.body.errors).toEqual({ [c.field]: 'file name must not contain NUL characters' });
      expect(res.body.message).toBe(`${c.field} file name must not contain NUL characters`);
    }
    expect({
      deposits: await count('deposits'),
      kyc: await count('kyc_submissions'),
      tickets: await count('tickets'),
    }).toEqual(before);
  });
});

describe('a JSON body nested 150,000 deep', () => {
  const deep = (field: string, levels: number) => `{"${field}":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;

  it('is a 400 naming the top field, on an ordinary route and on the send-money fast path', async () => {
    const routes = [
      { method: 'POST', path: '/api/wallet/wallet-exchange-now', field: 'amount' },
      { method: 'PUT', path: '/api/auth/profile', field: 'firstName' },
      { method: 'POST', path: '/api/send-money-now', field: 'note' },
      { method: 'POST', path: '/api/auth/login', field: 'email' },
    ];
    for (const r of routes) {
      const res = await call<{ message: string; errors: Record<string, string> }>(app, r.method, r.path, {
        token: user.token,
        raw: deep(r.field, 150_000),
      });
      expect({ path: r.path, status: res.status }).toEqual({ path: r.path, status: 400 });
      expect(res.body.errors).toEqual({ [r.field]: 'must not be nested more than 32 levels deep' });
    }
  });

  it('a body nested 30 deep is still checked field by field (the limit refuses nothing real)', async () => {
    const res = await call<{ errors: Record<string, string> }>(app, 'PUT', '/api/auth/profile', {
      token: user.token,
      raw: deep('firstName', 30),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain('firstName');
    expect(res.body.errors.firstName).not.toContain('nested');
  });
});
