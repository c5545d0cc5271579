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

export const BUDGET_KB = 110;

let built: Promise<{ dir: string; manifest: Manifest }> | undefined;

/** One production build with a manifest per bench run, into a temp dir (dist/ is left as it is); the client benchmarks share it. */
export function buildWithManifest(): Promise<{ dir: string; manifest: Manifest }> {
  built ??= (async () => {
    // BENCH_DIST_DIR: another directory, so two bench runs on one machine do not share a build.
    const dir = process.env.BENCH_DIST_DIR ?? join(tmpdir(), 'bench-dist');
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

/** The first pages' own chunks, as the build wrote them into index.html (scripts/vite-route-preload.ts). */
function pageChunks(dir: string): Record<string, string[]> {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const attr = /data-preload="([^"]*)"/.exec(html)?.[1];
  if (!attr) throw new Error('index.html has no data-preload list of the first pages');
  const map = JSON.parse(attr.replaceAll('&quot;', '"')) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(map).map(([page, files]) => [page, files.map((f) => f.replace(/^\//, ''))]));
}

/** Gzipped JavaScript every page loads first (entry, its static imports, index.html's classic scripts), and the first pages with their own chunks. */
export async function clientSizeFigures(): Promise<Row[]> {
  const { dir, manifest } = await buildWithManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k === 'index.html');
  if (!entry) throw new Error('no index.html entry in the manifest');
  const classic = classicScripts(dir);
  const classicBytes = classic.reduce((n, file) => n + gz(dir, file), 0);
  const chunksKb = (keys: Set<string>) => [...keys].reduce((n, k) => n + gz(dir, manifest[k]?.file ?? ''), 0) / 1024;
  // What a page loads first: its chunks and index.html's classic scripts.
  const kb = (keys: Set<string>) => chunksKb(keys) + classicBytes / 1024;
  // What the HTML loads on every page before any page's own code: the entry, its imports, the classic scripts.
  const all = closure(manifest, [entry]);
  const firstLoad = kb(all);
  const pages = Object.entries(pageChunks(dir));
  const perPage: Array<[string, number]> = pages.map(([page, files]) => [
    page,
    firstLoad + files.reduce((n, f) => n + gz(dir, f), 0) / 1024,
  ]);
  const notes: string[] = [];
  // Every page must be its own lazy chunk, not part of what every page loads first.
  const routeFiles = Object.keys(manifest)
    .filter((k) => k.includes('?tsr-split'))
    .map((k) => k.split('?')[0] ?? k);
  const firstFiles = new Set([...all].map((k) => manifest[k]?.file));
  const inFirstLoad = [
    ...[...all].filter((k) => k.includes('?tsr-split')),
    ...pages.flatMap(([, files]) => files.filter((f) => firstFiles.has(f))),
  ];
  if (inFirstLoad.length) notes.push(`pages inside the first load: ${inFirstLoad.join(', ')}`);
  // What the first pages fetch after they are painted: the network code on the first API call, the toaster on the first toast.
  const deferred = closure(
    manifest,
    [...all].flatMap((k) => (manifest[k]?.dynamicImports ?? []).filter((d) => !d.includes('?tsr-split'))),
  );
  all.forEach((k) => deferred.delete(k));
  // The first pages' own chunks are printed with their pages, not here.
  const pageFiles = new Set(pages.flatMap(([, files]) => files));
  for (const k of deferred) if (pageFiles.has(manifest[k]?.file ?? '')) deferred.delete(k);
  notes.push(
    `loaded after the first paint, on first use (network code, toaster, service worker client): ${fmt(chunksKb(deferred), 1)} KB gzipped in ${deferred.size} chunks`,
  );
  const chunks = Object.values(manifest)
    .filter((c) => c.file.endsWith('.js') && existsSync(join(dir, c.file)))
    .map((c) => ({ name: c.src ?? c.file, file: c.file, kb: gz(dir, c.file) / 1024 }))
    .sort((a, b) => b.kb - a.kb);
  notes.push(
    ...perPage.map(
      ([p, size]) =>
        `${p}: ${fmt(size, 1)} KB gzipped with its own chunks (${pages.find(([q]) => q === p)?.[1].join(', ') ?? ''}), preloaded beside the first load`,
    ),
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
  // No message ships in the first load: each language's investor messages are one chunk
  // (src/i18n/catalogs/<locale>.ts), fetched while the stores are read and awaited before the first
  // render, and one admin chunk each (<locale>-admin.ts), fetched when the admin console opens.
  const languages = Object.entries(manifest)
    .map(([key, chunk]) => ({ match: /^src\/i18n\/catalogs\/([a-z]{2})(-admin)?\.ts$/.exec(key), key, chunk }))
    .filter((l): l is typeof l & { match: RegExpExecArray } => l.match !== null)
    .map(({ match, key, chunk }) => ({
      locale: match[1] ?? '',
      part: match[2] ? ('admin' as const) : ('investor' as const),
      kb: gz(dir, chunk.file) / 1024,
      first: all.has(key),
    }))
    .sort((a, b) => a.locale.localeCompare(b.locale) || a.part.localeCompare(b.part));
  const investor = languages.filter((l) => l.part === 'investor');
  const admin = languages.filter((l) => l.part === 'admin');
  const perLanguage = (list: typeof languages) =>
    list
      .filter((l) => !l.first)
      .map((l) => `${l.locale} ${fmt(l.kb, 1)} KB`)
      .join(', ') || 'none';
  return [
    {
      figure: 'Client JS, first load (gzipped)',
      value: `${fmt(firstLoad, 1)} KB (with the page's own chunks: ${perPage.map(([p, s]) => `${p} ${fmt(s, 1)}`).join(', ')})`,
      reference: `budget ${BUDGET_KB} KB`,
      ratio: `${fmt((firstLoad / BUDGET_KB) * 100, 0)} %`,
      target: `≤ ${BUDGET_KB} KB, every page its own chunk`,
      result: verdict(firstLoad <= BUDGET_KB && inFirstLoad.length === 0),
      notes,
    },
    {
      figure: 'Extra JS per language, investor app (its catalog chunk, gzipped)',
      value: perLanguage(investor),
      reference: `awaited before the first render: English's first frame needs ${fmt(firstLoad + (investor.find((l) => l.locale === 'en')?.kb ?? 0), 1)} KB with the first load`,
      ratio: '',
      target: 'one small chunk per language, none of them in the first load',
      result: verdict(investor.length === 4 && !investor.some((l) => l.first)),
      notes: languages.map(
        (l) => `catalog ${l.locale} ${l.part}: ${fmt(l.kb, 2)} KB gz${l.first ? ' [first load]' : ' [lazy]'}`,
      ),
    },
    {
      figure: 'Extra JS per language, admin console (its catalog chunk, gzipped)',
      value: perLanguage(admin),
      reference: 'loaded when the admin console opens, never by the investor app',
      ratio: '',
      target: 'one chunk per language, apart from the investor chunk, none in the first load',
      result: verdict(admin.length === 4 && !admin.some((l) => l.first)),
      notes: [],
    },
  ];
}
