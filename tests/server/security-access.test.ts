import { randomUUID } from 'node:crypto';
import { stepUp } from '../setup/step-up.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../server/modules/openapi/catalogue.ts';
import type { Access } from '../../server/modules/openapi/route-doc.ts';
import {
  allBalances,
  appWithVisibleUploads,
  ownedObjects,
  tableCounts,
  type OwnedObjects,
} from '../factories/owned-objects.ts';
import { pngFile } from '../factories/payments.ts';
import { fundedUser, type Funded } from '../factories/money.ts';
import { passkeyApi } from '../factories/passkey-api.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { App } from '../../server/app.ts';

const SAMPLE_ID = '11111111-1111-4111-8111-111111111111';

let ctx: TestContext;
let app: App;
let files: () => string[];
let adminToken: string;
let a: Funded;
let b: OwnedObjects;
let bPasskeyId: string;
beforeAll(async () => {
  ctx = await resetDatabase();
  ({ app, files } = appWithVisibleUploads(ctx));
  // Not stepped up: every control route then answers STEP_UP_REQUIRED and the sample bodies sent
  // below change nothing of the admin's own (a stepped-up admin's two-factor would be switched off).
  adminToken = (await loginAdmin(app, { stepUp: false })).token;
  a = await fundedUser(app, adminToken, 500, 50);
  b = await ownedObjects(app, adminToken);
  bPasskeyId = (await passkeyApi(app).addPasskey(b.token, "B's phone")).row.id;
  // A transfer between B and a third user, which A must never see.
  const c = await fundedUser(app, adminToken);
  const sent = await call(app, 'POST', '/api/send-money-now', {
    token: b.token,
    body: { sender_wallet_id: b.main.id, recipient_email: c.user.email, amount: 5 },
  });
  expect(sent.status).toBe(200);
}, 60_000);

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The access table: the catalogue, keyed "METHOD /path/{param}". */
const TABLE = new Map<string, Access>(ROUTES.map((r) => [key(r.method, r.path), r.access]));

function mountedRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of ctx.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    seen.add(key(r.method, r.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')));
  }
  return [...seen].sort();
}

const concrete = (path: string) => path.replace(/\{\w+\}/g, SAMPLE_ID);
const sampleBody = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

/** The session id (`sid`) a token carries. */
const sessionIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

type Probe = { path: string; body?: Record<string, unknown>; multipart?: boolean; expect?: number };

/**
 * Every non-admin route that names an object in its path, with user B's object in it. A new such
 * route without a row here fails the test. `expect` is 404 unless the object is shared by design.
 */
const OWNED: Record<string, (o: OwnedObjects) => Probe> = {
  'GET /api/deposits/{id}': (o) => ({ path: `/api/deposits/${o.depositId}` }),
  // B's investment: A can neither quote, exit nor change its choices.
  'GET /api/investments/{id}/exit-quote': (o) => ({ path: `/api/investments/${o.investmentId}/exit-quote` }),
  'POST /api/investments/{id}/exit': (o) => ({ path: `/api/investments/${o.investmentId}/exit` }),
  'PUT /api/investments/{id}/reinvest': (o) => ({
    path: `/api/investments/${o.investmentId}/reinvest`,
    body: { reinvest_profit: false },
  }),
  'PUT /api/investments/{id}/at-maturity': (o) => ({
    path: `/api/investments/${o.investmentId}/at-maturity`,
    body: { at_maturity: 'payout' },
  }),
  // B's recurring plan and price alert.
  'PUT /api/recurring-investments/{id}': (o) => ({
    path: `/api/recurring-investments/${o.recurringPlanId}`,
    body: { paused: true },
  }),
  'DELETE /api/recurring-investments/{id}': (o) => ({ path: `/api/recurring-investments/${o.recurringPlanId}` }),
  'DELETE /api/alerts/prices/{id}': (o) => ({ path: `/api/alerts/prices/${o.priceAlertId}` }),
  'POST /api/deposits/{id}/proof': (o) => ({ path: `/api/deposits/${o.depositId}/proof`, multipart: true }),
  'GET /api/deposits/{id}/proof': (o) => ({ path: `/api/deposits/${o.depositId}/proof` }),
  'GET /api/withdrawals/{id}': (o) => ({ path: `/api/withdrawals/${o.withdrawalId}` }),
  'PUT /api/withdrawal-accounts/{id}': (o) => ({
    path: `/api/withdrawal-accounts/${o.accountId}`,
    body: { name: 'Mine now', details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' } },
  }),
  'DELETE /api/withdrawal-accounts/{id}': (o) => ({ path: `/api/withdrawal-accounts/${o.accountId}` }),
  'GET /api/account/exports/{id}': (o) => ({ path: `/api/account/exports/${o.exportId}` }),
  'GET /api/tickets/{id}': (o) => ({ path: `/api/tickets/${o.ticketId}` }),
  'POST /api/tickets/{id}/messages': (o) => ({
    path: `/api/tickets/${o.ticketId}/messages`,
    body: { message: 'hijack' },
  }),
  'POST /api/tickets/{id}/close': (o) => ({ path: `/api/tickets/${o.ticketId}/close` }),
  'GET /api/tickets/{id}/attachments/{messageId}': (o) => ({
    path: `/api/tickets/${o.ticketId}/attachments/${o.messageId}`,
  }),
  'PUT /api/notifications/{id}/read': (o) => ({ path: `/api/notifications/${o.notificationId}/read` }),
  'PUT /api/notifications/{id}/unread': (o) => ({ path: `/api/notifications/${o.notificationId}/unread` }),
  // Investment schemas are the platform's offer, the same for every investor.
  'GET /api/schemas/{id}': () => ({ path: '/api/schemas/__schema__', expect: 200 }),
  // B's signed-in device (the session its token names): A cannot sign it out.
  'DELETE /api/sessions/{id}': (o) => ({ path: `/api/sessions/${sessionIdOf(o.token)}` }),
  // B's passkey: A can neither rename it nor remove it (A confirms with A's own password).
  'PATCH /api/passkeys/{id}': () => ({ path: `/api/passkeys/${bPasskeyId}`, body: { name: 'hijack' } }),
  'DELETE /api/passkeys/{id}': () => ({ path: `/api/passkeys/${bPasskeyId}`, body: { password: a.password } }),
  // A deposit method is the platform's; the address and payments answered are always the caller's own
  // (tests/server/onchain-deposits.test.ts: two users, two addresses). No on-chain method exists here: 404.
  'GET /api/deposits/methods/{id}/address': () => ({ path: `/api/deposits/methods/${randomUUID()}/address` }),
  'GET /api/deposits/methods/{id}/payments': () => ({ path: `/api/deposits/methods/${randomUUID()}/payments` }),
};

/** Objects named in a body: B's wallets and payout account, used by A. */
const BODY_PROBES: Array<{ route: string; body: (o: OwnedObjects) => Record<string, unknown> }> = [
  {
    route: 'POST /api/wallet/wallet-exchange-now',
    body: (o) => ({ from_wallet_id: o.main.id, to_wallet_id: o.profit.id, amount: 1 }),
  },
  {
    route: 'POST /api/wallet/wallet-exchange/calculate-charge',
    body: (o) => ({ from_wallet_id: o.main.id, to_wallet_id: o.profit.id, amount: 1 }),
  },
  {
    route: 'POST /api/send-money-now',
    body: (o) => ({ sender_wallet_id: o.main.id, recipient_email: a.user.email, amount: 1 }),
  },
  {
    route: 'POST /api/send-money/calculate-charge',
    body: (o) => ({ sender_wallet_id: o.main.id, recipient_email: a.user.email, amount: 1 }),
  },
  { route: 'POST /api/withdrawals', body: (o) => ({ account_id: o.accountId, amount: 25 }) },
  { route: 'POST /api/withdrawals/calculate-charge', body: (o) => ({ account_id: o.accountId, amount: 25 }) },
];

describe('access table over every route', () => {
  it('covers every mounted route (a route missing from the table fails here)', () => {
    expect(mountedRoutes()).toEqual([...TABLE.keys()].sort());
    const withParams = [...TABLE]
      .filter(([k, access]) => access !== 'admin' && k.includes('{'))
      .map(([k]) => k)
      .sort();
    expect(withParams).toEqual(Object.keys(OWNED).sort());
  });

  it('answers 401 without a token on every non-public route; public routes answer without one', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [k, access] of TABLE) {
      // /api/admin/* is walked by admin-role-checks.test.ts (401 and 403 for every admin route).
      if (access === 'admin') continue;
      const [method = 'GET', path = ''] = k.split(' ');
      const res = await call(app, method, concrete(path), { body: sampleBody(method) });
      checked += 1;
      if (access === 'public' ? res.status === 401 || res.status >= 500 : res.status !== 401)
        failures.push(`${k}: ${res.status}`);
    }
    console.log(`anonymous access: ${checked} non-admin routes checked`);
    expect(failures).toEqual([]);
  });

  it('keeps investor routes for role user (an admin token gets 403) and lets any account use its own things', async () => {
    const failures: string[] = [];
    // Logout revokes the token it is called with, so it goes last.
    const order = [...TABLE].sort(
      ([x], [y]) => Number(x === 'POST /api/auth/logout') - Number(y === 'POST /api/auth/logout'),
    );
    for (const [k, access] of order) {
      if (access !== 'user' && access !== 'any-signed-in') continue;
      const [method = 'GET', path = ''] = k.split(' ');
      const res = await call<{ code?: string }>(app, method, concrete(path), {
        token: adminToken,
        body: sampleBody(method),
      });
      // 403 STEP_UP_REQUIRED is not a role refusal: the route is the admin's own, behind a step-up (tests/server/step-up.test.ts).
      const roleRefused = res.status === 403 && res.body.code !== 'STEP_UP_REQUIRED';
      if (access === 'user' ? res.status !== 403 : res.status === 401 || roleRefused || res.status >= 500)
        failures.push(`${k} as admin: ${res.status} ${res.body.code ?? ''}`);
    }
    expect(failures).toEqual([]);
  });

  it("gives user A a 404 for each of user B's objects and changes nothing", async () => {
    // A stepped-up A still gets 404 for B's payout account (the step-up guard answers first otherwise).
    await stepUp(app, a.token, a.password);
    const before = { counts: await tableCounts(ctx.deps.db), balances: await allBalances(ctx.deps.db), files: files() };
    const views = async () =>
      Promise.all(
        [
          `/api/deposits/${b.depositId}`,
          `/api/withdrawals/${b.withdrawalId}`,
          `/api/tickets/${b.ticketId}`,
          '/api/withdrawal-accounts',
          '/api/notifications',
          '/api/investments',
          '/api/kyc/status',
          '/api/passkeys',
        ].map(async (p) => (await call(app, 'GET', p, { token: b.token })).body),
      );
    const bViewBefore = await views();
    const schemaId = (
      (await call<{ schemas: Array<{ id: string }> }>(app, 'GET', '/api/schemas', { token: a.token })).body
        .schemas[0] ?? { id: '' }
    ).id;

    const failures: string[] = [];
    let probes = 0;
    for (const [k, make] of Object.entries(OWNED)) {
      const [method = 'GET'] = k.split(' ');
      const probe = make(b);
      const path = probe.path.replace('__schema__', schemaId);
      let status: number;
      if (probe.multipart) {
        const form = new FormData();
        form.set('proof', pngFile());
        status = (await app.request(path, { method, headers: { authorization: `Bearer ${a.token}` }, body: form }))
          .status;
      } else {
        status = (await call(app, method, path, { token: a.token, body: probe.body ?? sampleBody(method) })).status;
      }
      probes += 1;
      if (status !== (probe.expect ?? 404)) failures.push(`${k}: ${status}`);
    }
    for (const p of BODY_PROBES) {
      const [method = 'POST', path = ''] = p.route.split(' ');
      const res = await call(app, method, path, { token: a.token, body: p.body(b) });
      probes += 1;
      if (res.status !== 404) failures.push(`${p.route} with B's ids: ${res.status}`);
    }
    // The KYC document has no investor route at all: only the admin one, which refuses A.
    const doc = await call(app, 'GET', `/api/admin/kyc/${b.kycId}/document`, { token: a.token });
    if (doc.status !== 403) failures.push(`KYC document: ${doc.status}`);
    probes += 1;
    // Lists never show B's things.
    const lists = await Promise.all(
      [
        '/api/deposits',
        '/api/withdrawals',
        '/api/withdrawal-accounts',
        '/api/investments',
        '/api/tickets',
        '/api/notifications',
        '/api/send-money/logs',
        '/api/transactions/user',
        '/api/wallet/wallets',
        '/api/passkeys',
      ].map(async (p) => JSON.stringify((await call(app, 'GET', p, { token: a.token })).body)),
    );
    for (const id of [
      b.depositId,
      b.withdrawalId,
      b.accountId,
      b.investmentId,
      b.ticketId,
      b.notificationId,
      b.main.id,
      b.profit.id,
      b.user.email,
      bPasskeyId,
    ]) {
      if (lists.some((l) => l.includes(id))) failures.push(`B's ${id} shows in one of A's lists`);
    }
    expect((await call(app, 'GET', '/api/kyc/status', { token: a.token })).body).toMatchObject({ status: 'none' });
    console.log(`ownership: ${probes} probes by user A on user B's objects`);
    expect(failures).toEqual([]);

    expect(await tableCounts(ctx.deps.db)).toEqual(before.counts);
    expect(await allBalances(ctx.deps.db)).toEqual(before.balances);
    expect(files()).toEqual(before.files);
    expect(await views()).toEqual(bViewBefore);
  });

  it('lets B, the owner, do what A was refused (a route answering 404 to everyone fails here)', async () => {
    const schemaId = (
      (await call<{ schemas: Array<{ id: string }> }>(app, 'GET', '/api/schemas', { token: b.token })).body
        .schemas[0] ?? { id: '' }
    ).id;
    const failures: string[] = [];
    // Every probe but the ones that end the object (deletes, closing the ticket) and the proof upload (one proof per deposit).
    // The on-chain address routes name no object of B's; their positive control (each user gets their own address) is onchain-deposits.test.ts.
    const skipped = new Set([
      'DELETE /api/withdrawal-accounts/{id}',
      'DELETE /api/passkeys/{id}',
      'DELETE /api/sessions/{id}',
      'POST /api/tickets/{id}/close',
      'POST /api/deposits/{id}/proof',
      'GET /api/deposits/methods/{id}/address',
      'GET /api/deposits/methods/{id}/payments',
      'DELETE /api/recurring-investments/{id}',
      'DELETE /api/alerts/prices/{id}',
      // B's plan allows no early exit (422 to its owner too); the owner's quote and exit are in maturity-exit.test.ts.
      'GET /api/investments/{id}/exit-quote',
      'POST /api/investments/{id}/exit',
    ]);
    let controls = 0;
    for (const [k, make] of Object.entries(OWNED)) {
      if (skipped.has(k)) continue;
      const [method = 'GET'] = k.split(' ');
      const probe = make(b);
      const res = await call(app, method, probe.path.replace('__schema__', schemaId), {
        token: b.token,
        body: probe.body ?? sampleBody(method),
      });
      controls += 1;
      if (res.status < 200 || res.status >= 300) failures.push(`${k} as B: ${res.status}`);
    }
    for (const p of BODY_PROBES.filter((x) => x.route.endsWith('calculate-charge'))) {
      const [method = 'POST', path = ''] = p.route.split(' ');
      const res = await call(app, method, path, { token: b.token, body: p.body(b) });
      controls += 1;
      if (res.status !== 200) failures.push(`${p.route} as B: ${res.status}`);
    }
    const lists = await Promise.all(
      [
        '/api/deposits',
        '/api/withdrawals',
        '/api/withdrawal-accounts',
        '/api/investments',
        '/api/tickets',
        '/api/notifications',
        '/api/wallet/wallets',
        '/api/passkeys',
      ].map(async (p) => JSON.stringify((await call(app, 'GET', p, { token: b.token })).body)),
    );
    for (const id of [
      b.depositId,
      b.withdrawalId,
      b.accountId,
      b.investmentId,
      b.ticketId,
      b.notificationId,
      b.main.id,
      b.profit.id,
      bPasskeyId,
    ]) {
      if (!lists.some((l) => l.includes(id))) failures.push(`B's ${id} missing from B's own lists`);
    }
    const sent = await call(app, 'POST', '/api/send-money-now', {
      token: b.token,
      body: { sender_wallet_id: b.main.id, recipient_email: a.user.email, amount: 1 },
    });
    if (sent.status !== 200) failures.push(`send money from B's wallet as B: ${sent.status}`);
    console.log(`ownership positive controls: ${controls} probes by B on B's objects`);
    expect(failures).toEqual([]);
  });
});
