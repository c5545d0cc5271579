import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A build check: the precache list injected into dist/sw.js holds the shell (index.html, the
 * manifest, the icons, screenshots and shortcut icons, the hashed assets) and nothing that must
 * always come from the network (sw.js itself, /api).
 */
describe('dist/sw.js precache list', () => {
  const dist = process.env.DIST_DIR ?? 'dist';

  it('precaches the shell and never sw.js or /api', () => {
    if (!existsSync(`${dist}/sw.js`))
      throw new Error(`${dist}/sw.js is missing: run \`npm run build\` first (npm test does).`);
    const sw = readFileSync(`${dist}/sw.js`, 'utf8');
    // vite-plugin-pwa injects the list as a JSON array of { revision, url } in place of self.__WB_MANIFEST.
    const injected = /\[\{"revision":[^\]]*\]/.exec(sw)?.[0];
    expect(injected, 'injected precache list').toBeDefined();
    const urls = (JSON.parse(injected ?? '[]') as Array<{ url: string; revision: string | null }>).map((e) => e.url);
    expect(urls.length).toBeGreaterThan(10);
    for (const file of [
      'index.html',
      'manifest.webmanifest',
      'pwa-192x192.png',
      'pwa-512x512.png',
      'maskable-512x512.png',
      'apple-touch-icon.png',
      'favicon.svg',
      'screenshots/dashboard-narrow.png',
      'screenshots/dashboard-wide.png',
      'shortcuts/deposit-96x96.png',
      'shortcuts/invest-96x96.png',
      'shortcuts/send-96x96.png',
    ]) {
      expect(urls, file).toContain(file);
    }
    expect(urls.some((u) => /^assets\/index-[\w-]+\.js$/.test(u))).toBe(true);
    // The stylesheet is emitted with the shell chunk (vite.config.ts codeSplitting), so its name is not fixed.
    expect(urls.some((u) => /^assets\/[\w-]+\.css$/.test(u))).toBe(true);
    expect(urls.filter((u) => u === 'sw.js' || u.endsWith('/sw.js') || u.endsWith('.map'))).toEqual([]);
    expect(urls.filter((u) => /(^|\/)api(\/|$)/.test(u))).toEqual([]);
    // Every precached file exists in the build.
    expect(urls.filter((u) => !existsSync(`${dist}/${u}`))).toEqual([]);
    console.log(`[precache] ${urls.length} entries`);
  });

  it("leaves zod's classic build out of the worker", () => {
    // The worker is evaluated on every offline cold start before the page is answered; its answer
    // checks use zod/mini. One classic schema in a shared contract (the push key) once doubled it.
    const sw = readFileSync(`${dist}/sw.js`, 'utf8');
    expect(sw.match(/(?<![$\w])Zod(String|Object|Number)\b/g) ?? []).toEqual([]);
    console.log(`[sw] ${(sw.length / 1024).toFixed(1)} KB`);
  });
});
