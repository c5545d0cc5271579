import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { fmt, verdict, type Row } from './lib/table.ts';

const run = promisify(execFile);
type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, Chunk>;

export const BUDGET_KB = 120;
/**
 * The route modules each page needs: its own and the layouts above it. vite.config.ts builds these
 * into the entry chunk (FIRST_PAGES); were they split, their lazy chunks would be counted here.
 */
const PAGES: Record<string, string[]> = {
  '/login': ['src/routes/login.tsx'],
  '/user/dashboard': ['src/routes/user/route.tsx', 'src/routes/user/dashboard.tsx'],
};

let built: Promise<{ dir: string; manifest: Manifest }> | undefined;

/** One production build with a manifest per bench run, into a temp dir (dist/ is left as it is); the client benchmarks share it. */
export function buildWithManifest(): Promise<{ dir: string; manifest: Manifest }> {
  built ??= (async () => {
    const dir = join(tmpdir(), 'bench-dist');
    rmSync(dir, { recursive: true, force: true });
    await run(join('node_modules', '.bin', 'tsr'), ['generate']);
    await run(join('node_modules', '.bin', 'vite'), ['build', '--manifest', '--outDir', dir, '--emptyOutDir'], {
      maxBuffer: 1 << 24,
    });
    return { dir, manifest: JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest };
  })();
  return built;
}

export const ensureBuild = async (): Promise<string> => (await buildWithManifest()).dir;

export async function removeBuild(): Promise<void> {
  if (!built) return;
  rmSync((await built).dir, { recursive: true, force: true });
  built = undefined;
}

const gz = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return seen;
}

/** Classic scripts index.html loads itself (public/early-reads.js): every page loads them, outside Vite's manifest. */
function classicScripts(dir: string): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => !/type="module"/.test(attrs))
    .map((attrs) => /src="\/([^"]+)"/.exec(attrs)?.[1])
    .filter((src): src is string => Boolean(src));
}

/** Gzipped JavaScript to show /login and /user/dashboard from the Vite manifest (entry + static imports + those routes' lazy chunks) and index.html's classic scripts. */
export async function clientSizeFigures(): Promise<Row[]> {
  const { dir, manifest } = await buildWithManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k === 'index.html');
  if (!entry) throw new Error('no index.html entry in the manifest');
  const classic = classicScripts(dir);
  const classicBytes = classic.reduce((n, file) => n + gz(dir, file), 0);
  const chunksKb = (keys: Set<string>) => [...keys].reduce((n, k) => n + gz(dir, manifest[k]?.file ?? ''), 0) / 1024;
  // What a page loads first: its chunks and index.html's classic scripts.
  const kb = (keys: Set<string>) => chunksKb(keys) + classicBytes / 1024;
  const routeChunks = (route: string) => Object.keys(manifest).filter((k) => k.startsWith(`${route}?tsr-split`));
  const notes: string[] = [];
  const perPage: Array<[string, number]> = [];
  const all = new Set<string>();
  for (const [page, routes] of Object.entries(PAGES)) {
    const lazy = routes.flatMap(routeChunks);
    const keys = closure(manifest, [entry, ...lazy]);
    keys.forEach((k) => all.add(k));
    perPage.push([page, kb(keys)]);
  }
  const union = kb(all);
  // Every other page must be its own lazy chunk, not part of what /login and the dashboard load.
  const routeFiles = Object.keys(manifest)
    .filter((k) => k.includes('?tsr-split'))
    .map((k) => k.split('?')[0] ?? k);
  const inFirstLoad = [...all].filter(
    (k) =>
      k.includes('?tsr-split') &&
      !Object.values(PAGES)
        .flat()
        .some((r) => k.startsWith(r)),
  );
  if (inFirstLoad.length) notes.push(`other pages inside the first load: ${inFirstLoad.join(', ')}`);
  // What the first pages fetch after they are painted: the network code on the first API call, the toaster on the first toast.
  const deferred = closure(
    manifest,
    [...all].flatMap((k) => (manifest[k]?.dynamicImports ?? []).filter((d) => !d.includes('?tsr-split'))),
  );
  all.forEach((k) => deferred.delete(k));
  notes.push(
    `loaded after the first paint, on first use (network code, toaster, service worker client): ${fmt(chunksKb(deferred), 1)} KB gzipped in ${deferred.size} chunks`,
  );
  const chunks = Object.values(manifest)
    .filter((c) => c.file.endsWith('.js') && existsSync(join(dir, c.file)))
    .map((c) => ({ name: c.src ?? c.file, file: c.file, kb: gz(dir, c.file) / 1024 }))
    .sort((a, b) => b.kb - a.kb);
  notes.push(
    ...perPage.map(([p, size]) => `${p}: ${fmt(size, 1)} KB gzipped`),
    `route chunks: ${new Set(routeFiles).size} lazy route modules`,
    ...(existsSync(join(dir, 'sw.js'))
      ? [
          `service worker sw.js (started and evaluated before an offline page is answered): ${fmt(readFileSync(join(dir, 'sw.js')).length / 1024, 1)} KB, ${fmt(gz(dir, 'sw.js') / 1024, 1)} KB gz`,
        ]
      : []),
    ...classic.map(
      (file) => `classic script ${file} (index.html, every page): ${fmt(gz(dir, file) / 1024, 2)} KB gz [first load]`,
    ),
    ...chunks.map(
      (c) =>
        `chunk ${c.file} (${c.name}): ${fmt(c.kb, 1)} KB gz${all.has(Object.keys(manifest).find((k) => manifest[k]?.file === c.file) ?? '') ? ' [first load]' : ''}`,
    ),
  );
  // English ships in the first load; each other language is one lazy chunk, fetched when chosen.
  const languages = Object.entries(manifest)
    .filter(([key]) => /^src\/i18n\/catalogs\/[a-z]{2}\.json$/.test(key))
    .map(([key, chunk]) => ({ locale: key.slice(-7, -5), kb: gz(dir, chunk.file) / 1024, first: all.has(key) }))
    .sort((a, b) => a.locale.localeCompare(b.locale));
  const extra = languages.filter((l) => !l.first);
  return [
    {
      figure: 'Client JS for /login + /user/dashboard (gzipped)',
      value: `${fmt(union, 1)} KB (${perPage.map(([p, s]) => `${p} ${fmt(s, 1)}`).join(', ')})`,
      reference: `budget ${BUDGET_KB} KB`,
      ratio: `${fmt((union / BUDGET_KB) * 100, 0)} %`,
      target: `≤ ${BUDGET_KB} KB, other pages split`,
      result: verdict(union <= BUDGET_KB && inFirstLoad.length === 0),
      notes,
    },
    {
      figure: 'Extra JS per language (its catalog chunk, gzipped)',
      value: extra.map((l) => `${l.locale} ${fmt(l.kb, 1)} KB`).join(', ') || 'none',
      reference: 'English inside the first load',
      ratio: '',
      target: 'one small chunk per language, English in the first load',
      // English's catalog sits inside the entry chunk (no chunk of its own), so the first figure counts it.
      result: verdict(extra.length === 3 && !languages.some((l) => l.locale !== 'en' && l.first)),
      notes: languages.map((l) => `catalog ${l.locale}: ${fmt(l.kb, 2)} KB gz${l.first ? ' [first load]' : ' [lazy]'}`),
    },
  ];
}
