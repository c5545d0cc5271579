import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { buildOpenApi } from './openapi-document.ts';

/** Mounted at /api: the OpenAPI 3.1 document, built once at start from the route catalogue. */
export function openApiRoutes() {
  const doc = buildOpenApi();
  return new Hono<AppEnv>().get('/openapi.json', (c) => c.json(doc));
}
