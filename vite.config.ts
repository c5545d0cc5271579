import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { linguiCatalogs } from './scripts/lingui-catalogs-plugin.ts';

/** Routes built into the entry chunk (bench/client-size.bench.ts measures them). */
const FIRST_PAGES = new Set<string>(['/login', '/user', '/user/dashboard']);

type ModuleInfoLookup = (id: string) => { importers: readonly string[] } | null;
const firstLoad = new Map<string, boolean>();

/** True when the entry (src/main.tsx) reaches the module through static imports only. */
function inFirstLoad(id: string, info: ModuleInfoLookup, visiting = new Set<string>()): boolean {
  const known = firstLoad.get(id);
  if (known !== undefined) return known;
  if (id.endsWith('/src/main.tsx')) return true;
  if (visiting.has(id)) return false;
  visiting.add(id);
  const result = (info(id)?.importers ?? []).some((importer) => inFirstLoad(importer, info, visiting));
  visiting.delete(id);
  // A "no" reached through a cycle may be incomplete, so only a "yes" is remembered.
  if (result) firstLoad.set(id, true);
  return result;
}

// manifest.webmanifest at the root is the one source of the manifest.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig({
  plugins: [
    linguiCatalogs(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The two first pages (and the user layout around the dashboard) ship in the entry chunk:
      // their shared components then sit in one file instead of ~30 small chunks, which saves
      // about 9 KB gzipped and a round of requests. Every other page stays its own lazy chunk.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (FIRST_PAGES.has(routeId) ? [] : undefined) },
    }),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        // The plugin adds the manifest to the precache itself; do not list it twice.
        globIgnores: ['**/manifest.webmanifest'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // zod and zod/mini with jitless set before any schema exists (src/lib/zod-*client.ts): no CSP eval probe.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-client.ts', import.meta.url)) },
      { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/lib/zod-mini-client.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Lazy chunks (the network code, the toaster, other pages) are not preloaded with link tags:
    // injecting them cost about 100 ms of the dashboard's first render on a slow phone, and their
    // imports come from the worker's cache. The HTML still preloads the entry's own imports.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        // Everything the first paint needs besides the entry goes into one "shell" chunk instead
        // of a dozen small shared ones: over HTTP/1.1 each extra file costs a slow phone a round trip.
        codeSplitting: {
          groups: [
            { name: (id, ctx) => (inFirstLoad(id, (m) => ctx.getModuleInfo(m)) ? 'shell' : null) },
            // zod's core (what zod/mini schemas run on) apart from its full build: the dashboard's
            // answers use mini, so it loads and evaluates the core only.
            { name: (id) => (/[\\/]node_modules[\\/]zod[\\/]v4[\\/](core|locales)[\\/]/.test(id) ? 'zod-core' : null) },
          ],
        },
      },
    },
  },
});
