import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { bodyVariants, type BodySchema, type Prop, type Variant } from '../factories/bad-input.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * A Russian admin who sends a bad body to any admin configuration route (settings, deposit and
 * withdrawal methods, plans, badges, templates, staff, maintenance...) reads every problem in
 * Russian: the schema's own words and zod's default ones alike. Field names stay as they are.
 */
type Operation = { 'x-access': string; requestBody?: { content: { 'application/json'?: { schema: BodySchema } } } };

let app: App;
let admin: string;
let spec: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  app = (await resetDatabase({ productDefaults: true })).app;
  admin = (await loginAdmin(app)).token;
  spec = (await call<typeof spec>(app, 'GET', '/api/openapi.json')).body;
  const picked = await call(app, 'PUT', '/api/auth/profile', { token: admin, body: { language: 'ru' } });
  if (picked.status !== 200) throw new Error(`language: ${picked.status} ${JSON.stringify(picked.body)}`);
}, 60_000);

const typeOf = (p: Prop) => (Array.isArray(p.type) ? p.type[0] : p.type);

/** Values past what a field takes (empty, negative, fractional, huge, an unknown option, bad items). */
function outOfRange(schema: BodySchema): Variant[] {
  const out: Variant[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const values: unknown[] = [];
    if (prop.enum) values.push('bogus-option');
    else if (typeOf(prop) === 'string') values.push('', ' ', 'not a valid value %%');
    if (typeOf(prop) === 'number' || typeOf(prop) === 'integer') values.push(-5, 0.5, 0.001, 1e12);
    if (typeOf(prop) === 'array')
      values.push(
        [],
        [{}],
        ['x'],
        [-1],
        Array.from({ length: 60 }, () => 'x'),
      );
    if (typeOf(prop) === 'object') values.push({}, { nope: 1 });
    for (const value of values) out.push({ label: `out of range ${name}`, body: { [name]: value } });
  }
  return out;
}

const CYRILLIC = /[\u0400-\u04ff]/;
/** Two English words in a row ("must be", "not found"): a sentence left in English inside a Russian one. */
const ENGLISH_WORDS = /\b[A-Za-z]{2,} [a-z]{2,}\b/;
const russian = (text: string) => CYRILLIC.test(text) && !ENGLISH_WORDS.test(text);

describe('admin configuration problems in Russian', () => {
  it('says every problem of every admin body in Russian, never in English', async () => {
    const english: string[] = [];
    let refused = 0;
    for (const [path, ops] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content['application/json']?.schema;
        if (op['x-access'] !== 'admin' || !schema) continue;
        const target = path
          .replace('{locale}', 'ru')
          .replace('{key}', 'welcome')
          .replace(/\{\w+\}/g, 'f0000000-0000-4000-8000-000000000000');
        for (const v of [...bodyVariants(schema, {}), ...outOfRange(schema)]) {
          const res = await call<ErrorBody>(app, method.toUpperCase(), target, {
            token: admin,
            ...(v.raw !== undefined ? { raw: v.raw } : { body: v.body }),
            headers: { 'accept-language': 'ru' },
          });
          if (res.status < 400) continue;
          refused += 1;
          const at = `${method.toUpperCase()} ${path} (${v.label})`;
          if (!russian(res.body.message)) english.push(`${at}: ${res.body.message}`);
          for (const [field, problem] of Object.entries(res.body.errors ?? {}))
            if (!russian(problem)) english.push(`${at}: ${field} ${problem}`);
        }
      }
    }
    expect(refused).toBeGreaterThan(300);
    expect([...new Set(english)]).toEqual([]);
  }, 240_000);

  it('says an amount’s own sentence and a role list in Russian, naming the same fields', async () => {
    const plan = await call<ErrorBody>(app, 'POST', '/api/admin/schemas', { token: admin, body: { minAmount: -5 } });
    expect(plan.status).toBe(400);
    expect(plan.body.errors?.['minAmount']).toBe('Сумма: должно быть больше нуля');
    const staff = await call<ErrorBody>(app, 'POST', '/api/admin/staff', {
      token: admin,
      body: { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee', role: 'boss' },
    });
    expect([staff.status, staff.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(staff.body.message).toBe('role: допустимые значения: owner, finance, compliance, support');
  });
});
