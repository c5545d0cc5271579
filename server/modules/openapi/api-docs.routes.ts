import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { API_DOCS_CONTENT_SECURITY_POLICY } from '../../lib/content-security-policy.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Mounted at /api: the API reference page (Redoc), written into the build by scripts/api-docs.ts
 * from the same document as /api/openapi.json. Its scripts are files under /api-docs/, so the
 * site's CSP applies (plus data: fonts for Redoc's icons). Read on first request and kept: a new build ships with a restart.
 */
export function apiDocsRoutes(distDir: string | undefined) {
  let page: string | undefined;
  return new Hono<AppEnv>().get('/docs', (c) => {
    const file = distDir ? join(distDir, 'api-docs', 'index.html') : undefined;
    if (!page && file && existsSync(file)) page = readFileSync(file, 'utf8');
    if (!page)
      throw new AppError(
        404,
        'NOT_FOUND',
        'The API reference is not built: run `npm run build` (the document itself is at /api/openapi.json)',
      );
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', API_DOCS_CONTENT_SECURITY_POLICY);
    return c.html(page);
  });
}
