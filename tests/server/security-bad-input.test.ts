import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import {
  ABSURD_NUMBERS,
  bodyVariants,
  histogram,
  INVALID_JSON,
  invalidAmount,
  isAmount,
  junkString,
  looksUp,
  NON_OBJECTS,
  PATH_JUNK,
  type BodySchema,
  type Variant,
} from '../factories/bad-input.ts';
import { fundedUser, type Funded } from '../factories/money.ts';
import {
  allBalances,
  appWithVisibleUploads,
  KYC_FIELDS,
  ownedObjects,
  tableCounts,
  type OwnedObjects,
} from '../factories/owned-objects.ts';
import { depositMethods, PNG_1X1, pngFile, usdtAccount } from '../factories/payments.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/** Property runs per field; SOAK=1 (npm run test:soak) runs many more. */
const RUNS = process.env.SOAK ? 400 : 12;

type Operation = {
  summary: string;
  'x-access': string;
  requestBody?: { content: { 'application/json'?: { schema: BodySchema } } };
  parameters?: Array<{ name: string; in: string; schema?: { type?: string } }>;
};
type Sent = { route: string; label: string; status: number; message: unknown };

let ctx: TestContext;
let app: App;
let files: () => string[];
let admin: string;
let victim: Funded & { accountId: string };
let other: OwnedObjects;
let spec: { paths: Record<string, Record<string, Operation>> };
const sent: Sent[] = [];

beforeAll(async () => {
  ctx = await resetDatabase();
  ({ app, files } = appWithVisibleUploads(ctx));
  admin = (await loginAdmin(app)).token;
  other = await ownedObjects(app, admin);
  // The victim has money in both wallets: a malformed amount or id that slipped past validation would
  // move it (a 2xx and changed balances), not merely meet "insufficient funds".
  const v = await fundedUser(app, admin, 5_000, 5_000);
  victim = { ...v, accountId: (await usdtAccount(app, v.token)).id };
  spec = (await call<typeof spec>(app, 'GET', '/api/openapi.json')).body;
}, 60_000);

/** Well-formed bodies the victim could send (the funded wallets would pay them); other routes start from {}. */
function baseBody(route: string): Record<string, unknown> {
  const schemaId = 'f0000000-0000-4000-8000-000000000000';
  const bases: Record<string, Record<string, unknown>> = {
    'POST /api/wallet/wallet-exchange-now': {
      from_wallet_id: victim.main.id,
      to_wallet_id: victim.profit.id,
      amount: 10,
    },
    'POST /api/send-money-now': {
      sender_wallet_id: victim.main.id,
      recipient_email: other.user.email,
      amount: 10,
      note: 'x',
    },
    'POST /api/withdrawals': { account_id: victim.accountId, amount: 50 },
    'POST /api/investments': { schema_id: schemaId, amount: 100, wallet_type: 'main' },
    'POST /api/admin/users/{id}/balance': { wallet_type: 'main', amount: 10, type: 'subtract', reason: 'test' },
  };
  return bases[route] ?? {};
}

/** Values a query parameter must refuse: limits out of range or not numbers, cursors and enum values that cannot be. */
function queryJunk(name: string, schema: { type?: string; enum?: unknown[] }): string[] {
  if (name === 'limit') return ['-1', '0', 'abc', '1e309', '9007199254740993', 'NaN', '2.5'];
  if (name === 'cursor') return ["' OR 1=1 --", 'x'.repeat(3000), '!!!'];
  if (schema.enum) return ['bogus', "' OR 1=1 --", '<script>'];
  return [];
}

const tokenFor = (access: string) => (access === 'admin' ? admin : access === 'public' ? undefined : victim.token);
/** Real ids in the path only where the body is checked first; routes without a body get junk ids only. */
const realPath = (path: string) =>
  path
    .replace('{id}', path.startsWith('/api/admin/users') ? victim.user.id : other.ticketId)
    .replace('{messageId}', other.messageId);

async function send(
  route: string,
  label: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
) {
  const res = await call<{ message?: unknown }>(app, method, path, opts);
  sent.push({ route, label, status: res.status, message: res.body?.message });
  return res.status;
}

async function sendForm(
  route: string,
  label: string,
  path: string,
  token: string,
  form: FormData | string,
  type?: string,
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (type) headers['content-type'] = type;
  const res = await app.request(path, { method: 'POST', headers, body: form });
  const body = (await res.json().catch(() => ({}))) as { message?: unknown };
  sent.push({ route, label, status: res.status, message: body.message });
}

describe('bad input on every route of the OpenAPI document', () => {
  it('answers every malformed request with a 4xx and a message, never a 500, and changes nothing', async () => {
    const before = { counts: await tableCounts(ctx.deps.db), balances: await allBalances(ctx.deps.db), files: files() };
    const started = performance.now();
    for (const [path, ops] of Object.entries(spec.paths)) {
      for (const [lower, op] of Object.entries(ops)) {
        const method = lower.toUpperCase();
        const route = `${method} ${path}`;
        const access = op['x-access'];
        const token = tokenFor(access);
        // Multipart-only routes (deposits, KYC) declare no JSON body; multipartJunk() covers them.
        const schema = op.requestBody?.content['application/json']?.schema;
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        const query = (op.parameters ?? []).filter((p) => p.in === 'query');

        if (access !== 'public')
          await send(route, 'no token', method, path.replace(/\{\w+\}/g, 'x'), {
            body: method === 'GET' ? undefined : { amount: '-0' },
          });
        for (const junk of PATH_JUNK) {
          if (!params.length) break;
          await send(route, 'junk path id', method, path.replace(/\{\w+\}/g, encodeURIComponent(junk)), {
            token,
            body: schema ? baseBody(route) : undefined,
          });
        }
        for (const q of query) {
          for (const v of queryJunk(q.name, q.schema ?? {})) {
            await send(
              route,
              `query ${q.name}`,
              method,
              `${path.replace(/\{\w+\}/g, other.ticketId)}?${q.name}=${encodeURIComponent(v)}`,
              { token },
            );
          }
        }
        if (!schema) continue;
        const target = realPath(path);
        const base = baseBody(route);
        const variants: Variant[] = [
          ...bodyVariants(schema, base),
          ...INVALID_JSON.map((raw) => ({ label: 'invalid JSON', raw })),
          ...NON_OBJECTS.map((raw) => ({ label: 'not an object', raw })),
        ];
        for (const v of variants)
          await send(route, v.label, method, target, {
            token,
            ...(v.raw !== undefined ? { raw: v.raw } : { body: v.body }),
          });
        for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
          await send(route, 'wrong content type', method, target, {
            token,
            raw: JSON.stringify(base),
            headers: { 'content-type': type },
          });
        }
        await send(route, 'oversized body', method, target, {
          token,
          raw: JSON.stringify({ ...base, pad: 'x'.repeat(1_100_000) }),
        });

        for (const [name, prop] of Object.entries(schema.properties ?? {})) {
          const arb = isAmount(prop)
            ? invalidAmount
            : looksUp(name, prop) && Object.keys(base).length
              ? junkString
              : undefined;
          if (!arb) continue;
          await fc.assert(
            fc.asyncProperty(arb, async (value) => {
              const status = await send(route, `fast-check ${name}`, method, target, {
                token,
                body: { ...base, [name]: value },
              });
              return status >= 400 && status < 500;
            }),
            { numRuns: RUNS },
          );
        }
      }
    }
    await multipartJunk();

    const bad = sent.filter((s) => s.status < 400 || s.status >= 500 || typeof s.message !== 'string' || !s.message);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `bad input: ${sent.length} requests over ${Object.keys(spec.paths).length} paths in ${seconds}s; statuses ${JSON.stringify(histogram(sent.map((s) => s.status)))}`,
    );
    expect(bad.slice(0, 20).map((s) => `${s.route} [${s.label}] -> ${s.status} ${String(s.message)}`)).toEqual([]);
    expect(await tableCounts(ctx.deps.db)).toEqual(before.counts);
    expect(await allBalances(ctx.deps.db)).toEqual(before.balances);
    expect(files()).toEqual(before.files);
    // Positive control: the same base bodies, well formed, do move the victim's money.
    const exchange = await call(app, 'POST', '/api/wallet/wallet-exchange-now', {
      token: victim.token,
      body: baseBody('POST /api/wallet/wallet-exchange-now'),
    });
    expect(exchange.status).toBe(200);
    const sendMoney = await call(app, 'POST', '/api/send-money-now', {
      token: victim.token,
      body: baseBody('POST /api/send-money-now'),
    });
    expect(sendMoney.status).toBe(200);
    expect(await allBalances(ctx.deps.db)).not.toEqual(before.balances);
  }, 600_000);
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character in any string field with a 400 naming it (it used to be a 500)', async () => {
    const statuses: number[] = [];
    const nul = 'a\u0000b';
    const registration = {
      email: 'nul@example.com',
      password: 'pass word 123',
      username: 'nuluser',
      firstName: nul,
      lastName: 'x',
      phone: '+1 555 0100',
      country: 'C',
    };
    for (const [method, path, token, body] of [
      ['POST', '/api/auth/register', undefined, registration],
      ['PUT', '/api/auth/profile', victim.token, { firstName: nul, lastName: 'x', phone: '+1 555 0100', country: 'C' }],
      ['POST', '/api/tickets', victim.token, { subject: nul, priority: 'low', message: 'm' }],
      ['POST', '/api/send-money-now', victim.token, { ...baseBody('POST /api/send-money-now'), note: nul }],
      ['GET', `/api/notifications?cursor=${encodeURIComponent(nul)}`, victim.token, undefined],
    ] as const) {
      const res = await call<{ message: string; errors?: Record<string, string> }>(app, method, path, { token, body });
      statuses.push(res.status);
      expect(res.status, path).toBe(400);
      expect(Object.values(res.body.errors ?? {})).toContain('must not contain NUL characters');
    }
    const form = new FormData();
    form.set('subject', nul);
    form.set('priority', 'low');
    form.set('message', 'm');
    const multipart = await app.request('/api/tickets', {
      method: 'POST',
      headers: { authorization: `Bearer ${victim.token}` },
      body: form,
    });
    expect(multipart.status).toBe(400);
  });
});

/** Multipart routes: missing fields, junk amounts, files that are not images or PDFs, broken and oversized bodies. */
async function multipartJunk() {
  const method = (await depositMethods(app, victim.token))[0]?.id ?? 'none';
  const html = () => new File(['<html><script>alert(1)</script></html>'], 'proof.png', { type: 'image/png' });
  const form = (fields: Record<string, string | File>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    return f;
  };
  const cases: Array<[string, string, Record<string, string | File>]> = [
    ['POST /api/deposits', '/api/deposits', {}],
    ['POST /api/deposits', '/api/deposits', { method_id: method, amount: '10', proof: html() }],
    ['POST /api/deposits', '/api/deposits', { method_id: "' OR 1=1 --", amount: '10' }],
    ['POST /api/deposits', '/api/deposits', { method_id: method, amount: '10', role: 'admin' }],
    ['POST /api/deposits/{id}/proof', `/api/deposits/${other.depositId}/proof`, { proof: pngFile() }],
    ['POST /api/kyc/submit', '/api/kyc/submit', { ...KYC_FIELDS, idDocument: html() }],
    [
      'POST /api/kyc/submit',
      '/api/kyc/submit',
      { ...KYC_FIELDS, idType: '<script>', idDocument: new File([PNG_1X1], 'id.png') },
    ],
    ['POST /api/tickets', '/api/tickets', { subject: 'Hi', priority: 'low', message: 'x', attachment: html() }],
    ['POST /api/tickets', '/api/tickets', { subject: 'Hi', priority: "'; DROP TABLE tickets; --", message: 'x' }],
    [
      'POST /api/tickets/{id}/messages',
      `/api/tickets/${other.ticketId}/messages`,
      { message: 'x', attachment: pngFile() },
    ],
  ];
  for (const amount of ABSURD_NUMBERS)
    cases.push(['POST /api/deposits', '/api/deposits', { method_id: method, amount }]);
  for (const [route, path, fields] of cases) await sendForm(route, 'junk multipart', path, victim.token, form(fields));
  for (const path of ['/api/deposits', '/api/kyc/submit', '/api/tickets']) {
    await sendForm(
      `POST ${path}`,
      'broken multipart',
      path,
      victim.token,
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      'multipart/form-data; boundary=abc',
    );
    await sendForm(
      `POST ${path}`,
      'oversized multipart',
      path,
      victim.token,
      form({ method_id: method, amount: '10', proof: new File([new Uint8Array(11 * 1024 * 1024)], 'big.png') }),
    );
  }
}
