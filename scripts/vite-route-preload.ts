import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The pages people open first (the installed app's start URL and the sign-in page), each with the
 * route modules it renders: its own and the layouts above it. bench/client-size.bench.ts counts
 * the same modules.
 */
export const PRELOADED_PAGES: Record<string, readonly string[]> = {
  '/login': ['src/routes/login.tsx'],
  '/user/dashboard': ['src/routes/user/route.tsx', 'src/routes/user/dashboard.tsx'],
};

const chunks = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/** A chunk's file and its static imports', minus what the HTML already loads. */
function closure(bundle: OutputBundle, start: OutputChunk, skip: Set<string>, into: Set<string>): void {
  if (skip.has(start.fileName) || into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const name of start.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') closure(bundle, next, skip, into);
  }
}

/**
 * Every page's own code is a lazy chunk, fetched after the entry has run and the router has
 * matched the URL: one more round trip before the page can render. For the first pages, the build
 * writes their chunk files into index.html (`data-preload` on public/early-reads.js), and that
 * classic script adds modulepreload links for the page being opened, so its chunks load beside
 * the entry instead of after it. Other pages are not preloaded (no wasted bytes on them).
 */
export function routePreload(): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    // public/ is copied as it is; this script runs on every page before the app, so it ships minified.
    writeBundle(options) {
      const file = join(options.dir ?? 'dist', 'early-reads.js');
      if (!existsSync(file)) return;
      const { code, errors } = minifySync('early-reads.js', readFileSync(file, 'utf8'), {
        compress: true,
        mangle: true,
      });
      if (errors.length) throw new Error(`early-reads.js: ${errors.map((e) => e.message).join('; ')}`);
      writeFileSync(file, code);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const entry = chunks(bundle).find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
        const inHtml = new Set<string>();
        if (entry) closure(bundle, entry, new Set(), inHtml);
        const map: Record<string, string[]> = {};
        for (const [path, routes] of Object.entries(PRELOADED_PAGES)) {
          const files = new Set<string>();
          for (const route of routes) {
            const id = `/${route}?tsr-split=component`;
            // The route's module may sit in a chunk grouped with others (vite.config.ts codeSplitting).
            const chunk = chunks(bundle).find((c) => c.moduleIds.some((m) => m.endsWith(id)));
            if (chunk) closure(bundle, chunk, inHtml, files);
          }
          map[path] = [...files].map((f) => `/${f}`);
        }
        // Each language's investor catalog (src/i18n/catalogs/<locale>.ts), which the first render
        // awaits: the script preloads the one it expects, so it does not wait for the entry to ask.
        const locales: Record<string, string[]> = {};
        for (const chunk of chunks(bundle)) {
          const locale = chunk.moduleIds
            .map((m) => /\/src\/i18n\/catalogs\/([a-z]{2})\.ts$/.exec(m)?.[1])
            .find(Boolean);
          if (!locale) continue;
          const files = new Set<string>();
          closure(bundle, chunk, inHtml, files);
          locales[locale] = [...files].map((f) => `/${f}`);
        }
        const attr = (value: unknown) => JSON.stringify(value).replaceAll('"', '&quot;');
        return html.replace(
          '<script async src="/early-reads.js">',
          `<script async src="/early-reads.js" data-preload="${attr(map)}" data-locales="${attr(locales)}">`,
        );
      },
    },
  };
}
