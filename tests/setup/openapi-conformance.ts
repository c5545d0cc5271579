import { appendFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { buildOpenApi } from '../../server/modules/openapi/openapi-document.ts';

/**
 * Checks one HTTP answer against the OpenAPI document: the status must be documented for the
 * operation, the body must match its schema (undocumented fields fail: response schemas are
 * closed), every header beyond the ones all answers carry must be declared, and every timestamp
 * must be ISO 8601 UTC with milliseconds. test-app.ts runs it on every response the server tests see.
 */

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, Json> };
type Route = { method: string; template: string; pattern: RegExp; params: number; operation: Operation };

const doc = buildOpenApi() as unknown as { paths: Record<string, Record<string, Operation>>; components: Json };
// ajv-formats is CommonJS with a default export; under Node's ESM loader it arrives as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

/** Headers every answer may carry whatever the operation: transport, caching and the site-wide security headers. */
const ALWAYS_ALLOWED = new Set([
  'content-type',
  'content-length',
  'cache-control',
  'vary',
  'date',
  'connection',
  'transfer-encoding',
  'etag',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
  'x-request-id',
]);

const ROUTES: Route[] = Object.entries(doc.paths)
  .flatMap(([template, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
      params: (template.match(/\{/g) ?? []).length,
      operation,
    })),
  )
  // A literal segment wins over a parameter (/api/deposits/methods before /api/deposits/{id}), as in the router.
  .sort((a, b) => a.params - b.params);

function deref<T>(value: T): T {
  let node: unknown = value;
  while (node && typeof node === 'object' && '$ref' in node) {
    const path = String((node as { $ref: string }).$ref)
      .replace(/^#\//, '')
      .split('/');
    node = path.reduce<unknown>((at, key) => (at as Json)[key], doc);
  }
  return node as T;
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Json): ValidateFunction {
  let fn = validators.get(key);
  if (!fn) {
    fn = ajv.compile(deref(schema));
    validators.set(key, fn);
  }
  return fn;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_MILLIS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function timestampProblems(value: unknown, at: string, out: string[]): void {
  if (typeof value === 'string') {
    if (ISO_TIMESTAMP.test(value) && !ISO_MILLIS_UTC.test(value))
      out.push(`${at || '/'} is "${value}", not an ISO timestamp in UTC with milliseconds`);
  } else if (Array.isArray(value)) value.forEach((v, i) => timestampProblems(v, `${at}/${i}`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) timestampProblems(v, `${at}/${k}`, out);
}

/** What is wrong with this answer according to the document; an empty list when it conforms. */
export function conformanceProblems(
  method: string,
  url: string,
  status: number,
  headers: Headers,
  text: string,
): string[] {
  const path = new URL(url, 'http://localhost').pathname;
  if (!path.startsWith('/api/') || method === 'OPTIONS' || method === 'HEAD') return [];
  const route = ROUTES.find((r) => r.method === method && r.pattern.test(path));
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim();
  const problems: string[] = [];
  const json = (): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      problems.push(`body is not JSON: ${text.slice(0, 80)}`);
      return undefined;
    }
  };
  if (!route) {
    // Not an operation of the document: only the JSON refusal (404 unknown route, 413 / 415 before routing) may answer.
    if (status < 400 || status >= 500) problems.push(`${status} for an undocumented operation`);
    const body = json();
    if (body !== undefined && !validatorFor('Error', { $ref: '#/components/schemas/Error' })(body))
      problems.push('refusal is not the shared error shape');
    return problems.map((p) => `${method} ${path}: ${p}`);
  }
  const label = `${method} ${route.template} → ${status}`;
  const response = route.operation.responses[String(status)];
  if (!response)
    return [`${label}: status not documented (documented: ${Object.keys(route.operation.responses).join(', ')})`];
  const resolved = deref(response) as { content?: Record<string, { schema: Json }>; headers?: Json };
  const declared = new Set(Object.keys(resolved.headers ?? {}).map((h) => h.toLowerCase()));
  for (const [name] of headers) {
    if (!ALWAYS_ALLOWED.has(name) && !declared.has(name)) problems.push(`header ${name} is not declared`);
  }
  const media = resolved.content?.[type];
  if (!resolved.content) {
    if (text) problems.push('a body where none is documented');
  } else if (!media) {
    problems.push(`content type "${type}" not documented (documented: ${Object.keys(resolved.content).join(', ')})`);
  } else if (type === 'application/json') {
    const body = json();
    const validate = validatorFor(`${method} ${route.template} ${status}`, media.schema);
    if (body !== undefined && !validate(body)) {
      for (const e of validate.errors ?? [])
        problems.push(
          `body${e.instancePath} ${e.message}${e.params && 'additionalProperty' in e.params ? ` "${String(e.params.additionalProperty)}"` : ''}`,
        );
    }
    if (body !== undefined) timestampProblems(body, '', problems);
  }
  return problems.map((p) => `${label}: ${p}`);
}

/**
 * Wraps an app's fetch so every answer is checked; a nonconforming one throws, which fails the test
 * that made the request. With OPENAPI_CHECK_LOG=<file> problems are appended there instead (to list
 * them all in one run of the suite).
 */
export function enforceDocument<
  T extends { fetch: (request: Request, ...rest: never[]) => Response | Promise<Response> },
>(app: T, log: string | null = process.env.OPENAPI_CHECK_LOG ?? null): T {
  const original = app.fetch.bind(app);
  app.fetch = (async (request: Request, ...rest: never[]) => {
    const response = await original(request, ...rest);
    const text = await response.clone().text();
    const problems = conformanceProblems(request.method, request.url, response.status, response.headers, text);
    if (problems.length && log) appendFileSync(log, `${problems.join('\n')}\n`);
    else if (problems.length)
      throw new Error(`The answer does not match the OpenAPI document:\n${problems.join('\n')}`);
    return response;
  }) as T['fetch'];
  return app;
}
