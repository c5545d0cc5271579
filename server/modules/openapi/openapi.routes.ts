import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { buildOpenApi, type OpenApiDocument } from './openapi-document.ts';

/**
 * Mounted at /api: the OpenAPI 3.1 document. Built on the first request and kept (about 0.3 s of
 * zod-to-JSON-Schema work that a starting server need not wait for).
 */
export function openApiRoutes() {
  let doc: OpenApiDocument | undefined;
  return new Hono<AppEnv>().get('/openapi.json', (c) => c.json((doc ??= buildOpenApi())));
}
