import fc from 'fast-check';

/** A JSON Schema property as z.toJSONSchema writes it (only what the generator reads). */
export type Prop = {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  format?: string;
  description?: string;
};
export type BodySchema = { properties?: Record<string, Prop>; required?: string[]; additionalProperties?: unknown };

/** One request body variant: a JS value sent as JSON, or raw JSON text (so -0 and 2^53+1 arrive as written). */
export type Variant = { label: string; body?: unknown; raw?: string };

export const ABSURD_NUMBERS = [
  '-0',
  '1e-7',
  '9007199254740993',
  '"NaN"',
  '1e309',
  '-1',
  '0',
  '1.001',
  '"Infinity"',
  '"12abc"',
  'true',
  '[]',
  '{}',
  'null',
];
export const PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '../../../etc/passwd',
  '\u0000',
  '%00',
];
export const PATH_JUNK = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '-0',
  '9007199254740993',
  'NaN',
  'x'.repeat(3000),
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '00000000-0000-0000-0000-000000000000',
];
export const INVALID_JSON = ['{"amount":', '{"a":1,}', "{'a':1}", 'undefined', '\u0000', '{"__proto__":{"admin":true}'];
export const NON_OBJECTS = ['null', '[]', '"text"', '42', 'true'];

const typeOf = (p: Prop) => (Array.isArray(p.type) ? p.type[0] : p.type);
export const isAmount = (p: Prop) => /Decimal amount/.test(p.description ?? '');

/** Values of the wrong type for a property. */
function wrongTypes(p: Prop): unknown[] {
  if (isAmount(p)) return [true, {}, [1]];
  switch (typeOf(p)) {
    case 'string':
      return [12345, true, {}, [], null];
    case 'number':
    case 'integer':
      return ['abc', true, {}, [1]];
    case 'boolean':
      return ['yes', 1, null, {}];
    case 'array':
      return ['x', { a: 1 }, 7];
    case 'object':
      return ['x', 1, []];
    default:
      return [Symbol.for('skip')];
  }
}

/**
 * Every one-change variant of `base` that must be refused: each field with a wrong type, each
 * required field missing, an extra field, absurd numbers, an over-long string, injection payloads
 * where a string is looked up (ids, e-mails, enums).
 */
export function bodyVariants(schema: BodySchema, base: Record<string, unknown>): Variant[] {
  const out: Variant[] = [{ label: 'extra field', body: { ...base, role: 'admin', isAdmin: true } }];
  // {} is a valid no-op where nothing is required (a partial settings update).
  if (schema.required?.length) out.push({ label: 'empty object', body: {} });
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    for (const value of wrongTypes(prop))
      if (value !== Symbol.for('skip')) out.push({ label: `wrong type ${name}`, body: { ...base, [name]: value } });
    if (schema.required?.includes(name)) {
      const { [name]: _dropped, ...rest } = base;
      out.push({ label: `missing ${name}`, body: rest });
    }
    if (isAmount(prop) || typeOf(prop) === 'number' || typeOf(prop) === 'integer') {
      // 0 is a valid fee or percent in settings; amounts must be above 0.
      const numbers = isAmount(prop) ? ABSURD_NUMBERS : ABSURD_NUMBERS.filter((n) => n !== '0' && n !== '-0');
      for (const n of numbers)
        out.push({ label: `absurd ${name}`, raw: JSON.stringify({ ...base, [name]: '__N__' }).replace('"__N__"', n) });
    }
    if (typeOf(prop) === 'string' && prop.maxLength !== undefined)
      out.push({ label: `over-long ${name}`, body: { ...base, [name]: 'x'.repeat(prop.maxLength + 1) } });
    if (typeOf(prop) === 'string' && looksUp(name, prop))
      for (const s of PAYLOADS) out.push({ label: `payload ${name}`, body: { ...base, [name]: s } });
  }
  return out;
}

/** A string field that names something (an id, an e-mail, an enum value): any payload there must be refused. */
export const looksUp = (name: string, p: Prop) =>
  /(^id$|_id$|Id$|email|^token$|type$|status$|priority$)/.test(name) || p.enum !== undefined || p.format === 'email';

/** Amounts that are never valid: zero or less, more than 2 decimals, not finite, not numbers, too large. */
export const invalidAmount: fc.Arbitrary<unknown> = fc.oneof(
  fc.double({ max: 0, noNaN: true }),
  fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 1000 + 0.0001),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1e300, 2 ** 53 + 2),
  fc.string().filter((s) => !/^\s*\d+(\.\d{1,2})?\s*$/.test(s)),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** Strings for lookup fields: anything that is not a real id or a known e-mail. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...PAYLOADS),
);

export function histogram(statuses: number[]): Record<string, number> {
  const h: Record<string, number> = {};
  for (const s of statuses) h[String(s)] = (h[String(s)] ?? 0) + 1;
  return h;
}
