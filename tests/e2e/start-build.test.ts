import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * `npm start`'s build decision (scripts/start.mjs with START_BUILD_ONLY=1) on a copy of the
 * client sources, so the checkout's own dist/ is left alone: a changed source string is rebuilt
 * and served, and NODE_ENV=test still ships React's production build.
 */
const repo = resolve('.');
const COPIED = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'manifest.webmanifest',
  'src',
  'sw',
  'public',
  'scripts',
  'server',
  'redocly.yaml',
];
// The login page's English text lives in the English catalog.
const LOGIN_PAGE = join('src', 'i18n', 'catalogs', 'en', 'common.json');
const ORIGINAL = 'Welcome back. Log in to your wallet.';
const CHANGED = 'Welcome back, h4 rebuilt this. Log in to your wallet.';
let root: string;

function startScript(env: Record<string, string>): string {
  const run = spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env, START_BUILD_ONLY: '1' },
    encoding: 'utf8',
    // Before START_BUILD_ONLY existed the script went on to run the server: fail instead of waiting for ever.
    timeout: 600_000,
  });
  if (run.status !== 0) throw new Error(`start.mjs failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/** The server as `npm start` runs it (Node's type stripping) on the copy's dist/; the deadline is generous for a loaded machine. */
async function serveBuild(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = new ServerProcess({
    runtime: 'node',
    client: { distDir: join(root, 'dist') },
    jwtSecret: 'start-build-secret-start-build-secret-0123',
    startTimeoutMs: 300_000,
  });
  await server.start();
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/** Every built JavaScript file, concatenated. */
const builtJs = () =>
  readdirSync(join(root, 'dist', 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(root, 'dist', 'assets', f), 'utf8'))
    .join('\n');

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'start-build-'));
  for (const entry of COPIED) cpSync(join(repo, entry), join(root, entry), { recursive: true });
  // The database template is not what this test is about: the checkout's, so the builds skip making it.
  if (existsSync(join(repo, 'build'))) cpSync(join(repo, 'build'), join(root, 'build'), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
});
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm start builds the client', () => {
  it('builds for production under NODE_ENV=test, skips an up-to-date build, and rebuilds a changed source that the server then serves', async () => {
    expect(startScript({ NODE_ENV: 'test' })).toContain('client built (no build in dist/)');
    const first = builtJs();
    // React's production build: minified error messages, none of the development build's stack frames.
    expect(first).toContain('Minified React error');
    expect(first).not.toContain('react_stack_bottom_frame');
    expect(first).toContain(ORIGINAL);

    expect(startScript({ NODE_ENV: 'test' })).toContain('client up to date');

    const page = join(root, LOGIN_PAGE);
    writeFileSync(page, readFileSync(page, 'utf8').replace(ORIGINAL, CHANGED));
    expect(startScript({ NODE_ENV: 'development' })).toContain(
      'client built (the sources changed since dist/ was built)',
    );
    expect(builtJs()).not.toContain('react_stack_bottom_frame');

    const server = await serveBuild();
    try {
      const html = await (await fetch(`${server.url}/login`)).text();
      // The entry script and the chunks it loads first (modulepreload links) are served.
      const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)].map(
        (m) => m[1] ?? '',
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) expect((await fetch(`${server.url}${src}`)).status).toBe(200);
      // Each language's catalog chunk, which the early script preloads for the language it expects.
      const locales = JSON.parse(
        (/data-locales="([^"]*)"/.exec(html)?.[1] ?? '{}').replaceAll('&quot;', '"'),
      ) as Record<string, string[]>;
      expect(Object.keys(locales).sort()).toEqual(['en', 'es', 'fr', 'ru']);
      for (const files of Object.values(locales)) {
        expect(files.length).toBeGreaterThan(0);
        for (const src of files) expect((await fetch(`${server.url}${src}`)).status).toBe(200);
      }
      // The login page's words travel in the English catalog's chunk, which the first page awaits: the server serves the rebuilt one.
      const assets = join(root, 'dist', 'assets');
      const rebuilt = readdirSync(assets).filter(
        (f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(CHANGED),
      );
      expect(rebuilt.length).toBeGreaterThan(0);
      const served = await Promise.all(rebuilt.map(async (f) => (await fetch(`${server.url}/assets/${f}`)).text()));
      expect(served.join('\n')).toContain(CHANGED);
    } finally {
      await server.stop();
    }
  }, 900_000);
});
