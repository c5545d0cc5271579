import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { buildOpenApi } from '../../server/modules/openapi/openapi-document.ts';
import { fundedUser } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/**
 * Every JSON route whose OpenAPI request body has a number (money, percent, rate) answers
 * 400 naming the field when that number arrives as a string, and moves no money. The routes come from
 * the document itself, so a new JSON route with an amount is covered without editing this file.
 * Multipart forms (POST /api/deposits) keep taking text: every form value is a string.
 */
type Schema = {
  type?: string | string[];
  const?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = { 'x-access': string; requestBody?: { content: Record<string, { schema: Schema }> } };
type Case = { method: string; path: string; access: string; field: string; body: Record<string, unknown> };

const types = (s: Schema): string[] =>
  [s.type ?? [], ...[...(s.anyOf ?? []), ...(s.oneOf ?? [])].map((x) => x.type ?? [])].flat();
/** A number the document accepts only as a number (a union with string, such as a method's rate, takes text). */
const numberOnly = (s: Schema) => types(s).includes('number') && !types(s).includes('string');

/** Each number-only field as [error path, a body that holds "30" there]. */
function numberFields(
  s: Schema,
  wrap: (v: unknown) => Record<string, unknown>,
  path: string,
  out: Array<[string, Record<string, unknown>]>,
) {
  // A union of objects (a deposit method per kind) is walked branch by branch, its discriminator sent along.
  for (const branch of [...(s.oneOf ?? []), ...(s.anyOf ?? [])].filter((b) => b.properties)) {
    const kind = branch.properties?.['kind']?.const;
    numberFields(
      { ...branch, oneOf: [], anyOf: [] },
      kind === undefined ? wrap : (v) => ({ kind, ...wrap(v) }),
      path,
      out,
    );
  }
  for (const part of [s, ...(s.allOf ?? [])]) {
    for (const [name, prop] of Object.entries(part.properties ?? {})) {
      const at = path ? `${path}.${name}` : name;
      const inner = (v: unknown) => wrap({ [name]: v });
      if (numberOnly(prop)) out.push([at, inner('30')]);
      else if (prop.items && numberOnly(prop.items)) out.push([`${at}.0`, inner(['30'])]);
      else if (prop.items) numberFields(prop.items, (v) => inner([v]), `${at}.0`, out);
      else if (prop.properties) numberFields(prop, inner, at, out);
    }
  }
}

function jsonCases(): Case[] {
  const doc = buildOpenApi() as unknown as { paths: Record<string, Record<string, Operation>> };
  const cases: Case[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const fields: Array<[string, Record<string, unknown>]> = [];
      numberFields(schema, (v) => v as Record<string, unknown>, '', fields);
      for (const [field, body] of fields)
        cases.push({ method: method.toUpperCase(), path, access: op['x-access'], field, body });
    }
  }
  return cases;
}

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

const moneyState = async () =>
  queryRows<{ entries: string; balances: string; settings: string }>(
    ctx.deps.db,
    sql`SELECT (SELECT count(*) FROM ledger_entries)::text AS entries,
               (SELECT coalesce(string_agg(id || ':' || balance_cents, ',' ORDER BY id), '') FROM wallets) AS balances,
               (SELECT coalesce(string_agg(key || '=' || value::text, ',' ORDER BY key), '') FROM settings) AS settings`,
  );

describe('string amounts in JSON bodies', () => {
  it('are refused with 400 naming the field on every JSON route of the document with a number field, and move no money', async () => {
    const cases = jsonCases();
    const paths = new Set(cases.map((c) => `${c.method} ${c.path}`));
    // The routes the issue names are among them (the walk found the document's amount fields).
    for (const named of [
      'POST /api/wallet/wallet-exchange-now',
      'POST /api/send-money-now',
      'POST /api/withdrawals',
      'POST /api/investments',
      'POST /api/admin/users/{id}/balance',
      'PUT /api/admin/settings',
      'POST /api/wallet/wallet-exchange/calculate-charge',
      'POST /api/send-money/calculate-charge',
      'POST /api/deposits/calculate-charge',
      'POST /api/withdrawals/calculate-charge',
    ]) {
      expect(paths, named).toContain(named);
    }
    expect(paths).not.toContain('POST /api/deposits');

    const admin = await loginAdmin(ctx.app);
    const alice = await fundedUser(ctx.app, admin.token, 1_000, 100);
    const before = await moneyState();
    const wrong: string[] = [];
    for (const c of cases) {
      const path = c.path.replace('{id}', c.path.startsWith('/api/admin/users/') ? alice.user.id : randomUUID());
      // Valid wallet ids beside the string, so the old code would have moved money ("amount":"30" exchanged 30).
      const body =
        c.path === '/api/wallet/wallet-exchange-now' || c.path === '/api/wallet/wallet-exchange/calculate-charge'
          ? { from_wallet_id: alice.main.id, to_wallet_id: alice.profit.id, ...c.body }
          : c.body;
      const token = c.access === 'admin' ? admin.token : alice.token;
      const res = await call<{ code?: string; message?: string; errors?: Record<string, string> }>(
        ctx.app,
        c.method,
        path,
        { token, body, headers: { 'idempotency-key': randomUUID() } },
      );
      const problem = res.body.errors?.[c.field];
      if (res.status !== 400 || !problem || !/number/.test(problem))
        wrong.push(`${c.method} ${c.path} ${c.field}="30": ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(50);
    expect(await moneyState()).toEqual(before);
  });

  it('the exchange the issue reported: "amount":"30" is 400 "amount must be a number", the same 30 as a number moves money', async () => {
    const admin = await loginAdmin(ctx.app);
    const alice = await fundedUser(ctx.app, admin.token, 100);
    const send = (amount: unknown) =>
      call<{ message: string; errors?: Record<string, string> }>(ctx.app, 'POST', '/api/wallet/wallet-exchange-now', {
        token: alice.token,
        body: { from_wallet_id: alice.main.id, to_wallet_id: alice.profit.id, amount },
        headers: { 'idempotency-key': randomUUID() },
      });
    const refused = await send('30');
    expect([refused.status, refused.body.message, refused.body.errors]).toEqual([
      400,
      'amount must be a number',
      { amount: 'Amount must be a number' },
    ]);
    expect((await send(30)).status).toBe(200);
  });
});
