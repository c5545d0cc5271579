import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/context.ts';
import { ROUTES, type RouteDoc } from './catalogue.ts';

const ERROR_REF = { $ref: '#/components/schemas/Error' };

function operation(route: RouteDoc) {
  const parameters: Array<Record<string, unknown>> = [];
  for (const match of route.path.matchAll(/\{(\w+)\}/g)) parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
  if (route.query) {
    const schema = z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    for (const [name, prop] of Object.entries(schema.properties ?? {})) parameters.push({ name, in: 'query', required: false, schema: prop });
  }
  if (route.idempotent) {
    parameters.push({ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 200 } });
  }
  return {
    summary: route.summary,
    'x-access': route.access,
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) } } } }
      : {}),
    responses: {
      '200': { description: 'Success' },
      '4XX': { description: 'Refused; the body names the problem', content: { 'application/json': { schema: ERROR_REF } } },
    },
  };
}

/** The OpenAPI 3.1 document, built once from the route catalogue and the contract's zod schemas. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: { title: 'Wallet & investment platform API', version: '1' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message', 'code'],
          properties: { message: { type: 'string' }, code: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
        },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}

export function openApiRoutes() {
  const doc = buildOpenApi();
  return new Hono<AppEnv>().get('/openapi.json', (c) => c.json(doc));
}
