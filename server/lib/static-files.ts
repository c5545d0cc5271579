import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context.ts';
import { compressedStatic, createCompressor, pickEncoding } from './compressed-files.ts';

/**
 * Serves the built PWA from `distDir`: hashed assets cached for a year, the worker, manifest
 * and index.html revalidated on every load, and index.html for any other GET (client routes).
 */
export function mountClient(app: Hono<AppEnv>, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.req.path.startsWith('/api/')) return;
    const immutable = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (c.req.path.endsWith('.webmanifest')) c.header('Content-Type', 'application/manifest+json');
  });
  const compress = createCompressor();
  app.use('*', compressedStatic(distDir, compress));
  app.use('*', serveStatic({ root: distDir }));
  // Read once: a new build ships with a restart.
  const indexHtml = readFileSync(indexFile, 'utf8');
  const indexBytes = Buffer.from(indexHtml);
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return c.html(indexHtml);
    return c.body(new Uint8Array(compress(indexFile, indexBytes, encoding)), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': encoding,
      Vary: 'Accept-Encoding',
    });
  });
}
