// `npm run build` ends here: the API reference page served at /api/docs, built by Redocly's
// build-docs from the same OpenAPI document /api/openapi.json serves. build-docs writes one HTML
// file that loads Redoc from a CDN and runs two inline scripts; the site's CSP allows neither
// (`script-src 'self'`), and the reference should open offline on a private network too. So the
// inline scripts move into files and Redoc comes from the copy inside @redocly/cli.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { exportOpenApi } from './openapi-export.ts';

const PUBLIC_BASE = '/api-docs';
const REDOCLY_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini-full.svg';

function redocBundle(): string {
  const cli = dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'));
  return join(cli, 'lib', 'chunks', 'redoc.standalone.js');
}

/** Moves every inline <script> into its own file and points the tag at it. */
function externaliseScripts(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const out = html.replace(
    /<script(\s+type="module")?>([\s\S]*?)<\/script>/g,
    (_all, moduleAttr: string | undefined, body: string) => {
      const name = `inline-${files.size + 1}.js`;
      files.set(name, body);
      return `<script${moduleAttr ?? ''} src="${PUBLIC_BASE}/${name}"></script>`;
    },
  );
  return { html: out, files };
}

export function buildApiDocs(distDir = process.env.DIST_DIR ?? 'dist'): string {
  const outDir = join(distDir, 'api-docs');
  const spec = exportOpenApi();
  const raw = join(dirname(spec), 'api-docs.raw.html');
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const run = spawnSync('redocly', ['build-docs', spec, '-o', raw, '--title', 'API reference'], {
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) throw new Error(`redocly build-docs failed (exit ${run.status})`);

  let html = readFileSync(raw, 'utf8');
  const cdn = html.match(/https:\/\/cdn\.redocly\.com\/redoc\/[^"]+\/redoc\.standalone\.js/)?.[0];
  if (!cdn) throw new Error('build-docs output changed: no Redoc bundle URL found');
  html = html.split(cdn).join(`${PUBLIC_BASE}/redoc.standalone.js`);
  // The local copy is ours: drop the CDN's integrity pin and CORS mode from its preload link.
  html = html.replace(/\s+integrity="[^"]*"/g, '').replace(/\s+crossorigin="[^"]*"/g, '');
  const { html: page, files } = externaliseScripts(html.split(REDOCLY_LOGO).join(''));
  if (/<script>(?!<\/script>)/.test(page)) throw new Error('an inline script is left in the API reference');

  mkdirSync(outDir, { recursive: true });
  // The "API docs by Redocly" logo is fetched from Redocly's CDN: left out, nothing leaves the site.
  const bundle = readFileSync(redocBundle(), 'utf8').split(REDOCLY_LOGO).join('');
  writeFileSync(join(outDir, 'redoc.standalone.js'), bundle);
  for (const [name, body] of files) writeFileSync(join(outDir, name), body);
  writeFileSync(join(outDir, 'index.html'), page);
  return join(outDir, 'index.html');
}

if (process.argv[1]?.endsWith('api-docs.ts')) console.log(`api docs: wrote ${buildApiDocs()}`);
