// Whether `npm start` must build the client, and the build itself (always a production build).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';

/**
 * Everything the build reads from the checkout: the client, the worker, static files, the build's
 * own configuration, and the server's route catalogue with the scripts that turn it into the API
 * reference page (/api/docs, scripts/api-docs.ts).
 */
const SOURCES = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'manifest.webmanifest',
  'src',
  'sw',
  'public',
  'server',
  'scripts',
  'redocly.yaml',
];
/** Written by the build itself (`tsr generate`), so it follows the route files that are hashed. */
const GENERATED = new Set(['src/routeTree.gen.ts']);
/** Kept outside dist/ so the server never serves it; it also names the index.html that build made. */
export const RECORD_FILE = '.client-build.json';

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

function filesUnder(root, path, out) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) filesUnder(root, join(path, name), out);
  } else if (!GENERATED.has(relative(root, full))) out.push(path);
}

/** One hash over the names and contents of every source file: a pull, an edit or a deleted file changes it; a touch does not. */
export function sourceHash(root) {
  const files = [];
  for (const source of SOURCES) filesUnder(root, source, files);
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

function readRecord(root) {
  try {
    return JSON.parse(readFileSync(join(root, RECORD_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Why the client must be built, or undefined when dist/ was built from exactly these sources. */
export function buildReason(root, hash = sourceHash(root)) {
  const index = join(root, 'dist', 'index.html');
  if (!existsSync(index)) return 'no build in dist/';
  const record = readRecord(root);
  if (!record || record.index !== sha256(readFileSync(index))) return 'dist/ was not built by npm start';
  if (record.sources !== hash) return 'the sources changed since dist/ was built';
  return undefined;
}

/**
 * Builds when needed. NODE_ENV is set to production for the build whatever the caller's is:
 * Vite keeps an inherited NODE_ENV, and `NODE_ENV=test npm start` would ship React's
 * development build. The hash is recorded only after a successful build.
 */
export function buildClientIfNeeded(root, log = (line) => process.stdout.write(`${line}\n`)) {
  const hash = sourceHash(root);
  const reason = buildReason(root, hash);
  if (!reason) return { built: false };
  log(`Building the client (${reason})...`);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) return { built: false, failed: build.status ?? 1 };
  const index = sha256(readFileSync(join(root, 'dist', 'index.html')));
  writeFileSync(join(root, RECORD_FILE), `${JSON.stringify({ sources: hash, index })}\n`);
  return { built: true, reason };
}
