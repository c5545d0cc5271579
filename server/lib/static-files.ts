import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context.ts';

/**
 * Serves the built PWA from `distDir`: hashed assets cached for a year, the worker, manifest
 * and index.html revalidated on every load, and index.html for any other GET (client routes).
 */
export function mountClient(app: Hono<AppEnv>, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const root = relative(process.cwd(), distDir) || '.';
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        const immutable = path.includes('/assets/');
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (path.endsWith('.webmanifest')) c.header('Content-Type', 'application/manifest+json');
      },
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
