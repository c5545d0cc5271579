import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { linguiCatalogs } from './scripts/lingui-catalogs-plugin.ts';
import { PRELOADED_PAGES, routePreload } from './scripts/vite-route-preload.ts';

type ModuleInfoLookup = (id: string) => { importers: readonly string[] } | null;
type Reach = { isRoot: (id: string) => boolean; known: Map<string, boolean> };
const BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const reach = (isRoot: (id: string) => boolean): Reach => ({ isRoot, known: new Map() });

/** True when a root reaches the module through static imports only. */
function reachedFrom(r: Reach, id: string, info: ModuleInfoLookup, visiting = new Set<string>()): boolean {
  const known = r.known.get(id);
  if (known !== undefined) return known;
  if (r.isRoot(id)) return true;
  if (visiting.has(id)) return false;
  visiting.add(id);
  // Through a package's index of re-exports (lucide-react's), every icon the app uses anywhere
  // would count as reached: only the modules that import an icon decide where it goes.
  const result = (info(id)?.importers ?? [])
    .filter((importer) => !BARREL.test(importer))
    .some((importer) => reachedFrom(r, importer, info, visiting));
  visiting.delete(id);
  // A "no" reached through a cycle may be incomplete, so only a "yes" is remembered.
  if (result) r.known.set(id, true);
  return result;
}

const splitOf = (routes: readonly string[]) => (id: string) =>
  routes.some((route) => id.endsWith(`/${route}?tsr-split=component`));
const entry = reach((id) => id.endsWith('/src/main.tsx'));
const loginPage = reach(splitOf(PRELOADED_PAGES['/login'] ?? []));
const userHome = reach(splitOf(PRELOADED_PAGES['/user/dashboard'] ?? []));

/** The first pages' code in one chunk each (and one for what both use), not a dozen small ones each. */
function firstPageChunk(id: string, info: ModuleInfoLookup): string | null {
  const login = reachedFrom(loginPage, id, info);
  const home = reachedFrom(userHome, id, info);
  return login && home ? 'first-pages' : home ? 'user-home' : login ? 'login-page' : null;
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
      // Every page is its own lazy chunk, the first pages too: the entry holds React, the router and
      // the stores. The first pages' chunks are preloaded beside the entry (routePreload), and the
      // dashboard's cached balances are painted before any of it runs (public/early-reads.js).
      autoCodeSplitting: true,
    }),
    routePreload(),
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
            { name: (id, ctx) => (reachedFrom(entry, id, (m) => ctx.getModuleInfo(m)) ? 'shell' : null), priority: 3 },
            { name: (id, ctx) => firstPageChunk(id, (m) => ctx.getModuleInfo(m)), priority: 2 },
            // zod's core (what zod/mini schemas run on) apart from its full build: the dashboard's
            // answers use mini, so it loads and evaluates the core only.
            {
              name: (id) => (/[\\/]node_modules[\\/]zod[\\/]v4[\\/](core|locales)[\\/]/.test(id) ? 'zod-core' : null),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
