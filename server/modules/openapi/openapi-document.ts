import { z, type core } from 'zod';
import { errorBodySchema } from '../../../src/contract/errors.ts';
import { ROUTES } from './catalogue.ts';
import type { FileReply, RouteDoc } from './route-doc.ts';
import { ERROR_RESPONSES, errorStatuses, HEADERS, type DocumentedStatus } from './openapi-errors.ts';
import { DESCRIPTIONS } from './openapi-descriptions.ts';
import { EXAMPLES } from './openapi-examples.ts';
import { TAG_LIST, tagOf } from './openapi-tags.ts';

type JsonSchema = Record<string, unknown>;

/** zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect), without the per-schema `$schema` line. */
export function jsonSchema(schema: core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const isFile = (ok: RouteDoc['ok']): ok is FileReply => 'file' in ok;

/** A route added without `ok` still builds (no content), so the catalogue test can name it instead of everything failing. */
const hasReply = (route: RouteDoc): boolean => Boolean((route as Partial<RouteDoc>).ok);

/** "post /api/admin/users/{id}/balance" → "postAdminUsersByIdBalance". */
export function operationId(route: Pick<RouteDoc, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split(/[/.-]+/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `by-${w.slice(1, -1)}` : w))
    .flatMap((w) => w.split('-'));
  return route.method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

function parameters(route: RouteDoc) {
  const list: JsonSchema[] = [];
  for (const match of route.path.matchAll(/\{(\w+)\}/g))
    list.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
  if (route.query) {
    const schema = jsonSchema(route.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      list.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: prop });
    }
  }
  if (route.idempotent) list.push({ $ref: '#/components/parameters/IdempotencyKey' });
  return list;
}

function formSchema(form: NonNullable<RouteDoc['form']>): JsonSchema {
  const fields = form.fields
    ? (jsonSchema(form.fields, 'input') as { properties?: JsonSchema; required?: string[] })
    : {};
  const files = Object.entries(form.files);
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      ...Object.fromEntries(
        files.map(([name]) => [
          name,
          { type: 'string', format: 'binary', description: 'An image or a PDF, up to 10 MB' },
        ]),
      ),
    },
    required: [...(fields.required ?? []), ...files.filter(([, required]) => required).map(([name]) => name)],
    additionalProperties: false,
  };
}

function requestBody(route: RouteDoc) {
  const example = EXAMPLES[`${route.method} ${route.path}`]?.request;
  const content: JsonSchema = {};
  if (route.body)
    content['application/json'] = { schema: jsonSchema(route.body, 'input'), ...(example ? { example } : {}) };
  if (route.form) {
    const fileTypes = 'image/png, image/jpeg, image/gif, image/webp, application/pdf';
    content['multipart/form-data'] = {
      schema: formSchema(route.form),
      encoding: Object.fromEntries(Object.keys(route.form.files).map((name) => [name, { contentType: fileTypes }])),
    };
  }
  return Object.keys(content).length ? { required: true, content } : undefined;
}

function success(route: RouteDoc) {
  const headers: JsonSchema = { 'X-Request-Id': { $ref: '#/components/headers/XRequestId' } };
  if (route.idempotent) headers['Idempotent-Replayed'] = { $ref: '#/components/headers/IdempotentReplayed' };
  for (const name of route.headers ?? []) headers[name] = { $ref: `#/components/headers/${name.replace(/-/g, '')}` };
  if (!hasReply(route)) return { description: 'Undocumented: add `ok` to this route in catalogue.ts' };
  if (isFile(route.ok)) {
    headers['Content-Disposition'] = { $ref: '#/components/headers/ContentDisposition' };
    const content = Object.fromEntries(
      route.ok.file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    );
    return { description: 'The file', headers, content };
  }
  const example = EXAMPLES[`${route.method} ${route.path}`]?.response;
  return {
    description: route.status === 201 ? 'Created' : route.status === 202 ? 'Accepted' : 'Success',
    headers,
    content: { 'application/json': { schema: jsonSchema(route.ok, 'output'), ...(example ? { example } : {}) } },
  };
}

/** A 503 whose body is the operation's own (GET /api/health answers its usual shape with the failed check). */
function unavailable(schema: core.$ZodType) {
  return {
    description: 'Unavailable: a check failed',
    headers: { 'X-Request-Id': { $ref: '#/components/headers/XRequestId' } },
    content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
  };
}

function accepted(schema: core.$ZodType) {
  return {
    description: 'Accepted: recorded, nothing changed yet',
    headers: { 'X-Request-Id': { $ref: '#/components/headers/XRequestId' } },
    content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
  };
}

function operation(route: RouteDoc) {
  const params = parameters(route);
  const body = requestBody(route);
  // A replayed refusal (same Idempotency-Key) says so in a header too, so those operations spell their refusals out.
  const refusal = (s: DocumentedStatus) => {
    if (!route.idempotent) return { $ref: `#/components/responses/${ERROR_RESPONSES[s].name}` };
    const { response } = ERROR_RESPONSES[s];
    const headers = 'headers' in response ? response.headers : {};
    return {
      ...response,
      headers: { ...headers, 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } },
    };
  };
  const refusals = Object.fromEntries(errorStatuses(route).map((s) => [String(s), refusal(s)]));
  return {
    operationId: operationId(route),
    summary: route.summary,
    ...(DESCRIPTIONS[`${route.method} ${route.path}`]
      ? { description: DESCRIPTIONS[`${route.method} ${route.path}`] }
      : {}),
    tags: [tagOf(route.path) ?? 'untagged'],
    'x-access': route.access,
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [String(route.status ?? 200)]: success(route),
      ...(route.accepted ? { '202': accepted(route.accepted) } : {}),
      ...refusals,
      ...(route.unavailable ? { '503': unavailable(route.unavailable) } : {}),
    },
  };
}

const ACCESS_TEXT =
  'Sign in with `POST /api/auth/login` and send the token as `Authorization: Bearer <token>`. ' +
  'Each operation names who may call it in `x-access`: `public`, `user` (investors), `admin`, or `any-signed-in`. ' +
  'Every refusal is JSON `{ message, code, errors? }` (errors maps a field to its problem); timestamps are ISO 8601 UTC with milliseconds.';

/** The OpenAPI 3.1 document, built once from the route catalogue and the contract's zod schemas. */
export function buildOpenApi(routes: readonly RouteDoc[] = ROUTES) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wallet & investment platform API',
      version: '1',
      description: ACCESS_TEXT,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The server that serves this document (API and app share one origin)' }],
    tags: TAG_LIST,
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Any unique text per intended operation: a retry with the same key and body answers the first result instead of moving money twice.',
          schema: { type: 'string', minLength: 1, maxLength: 200 },
        },
      },
      headers: HEADERS,
      responses: Object.fromEntries(Object.values(ERROR_RESPONSES).map((r) => [r.name, r.response])),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
