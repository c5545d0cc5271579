import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTIONS_DIR } from './function-files.ts';

/**
 * A fresh, migrated embedded database as a tarball, made by `npm run build` (scripts/db-template.ts)
 * and unpacked by the first start instead of running PGlite's initdb on the server: initdb runs a
 * second engine and copies its whole WebAssembly memory (peak ~600 MB), unpacking costs about what
 * a restart does. It holds the schema only: no user, no secret (the first admin is seeded after).
 */
export const TEMPLATE_DIR = fileURLToPath(new URL('../../build/db-template/', import.meta.url));
const TARBALL = 'pgdata.tar.gz';
const MANIFEST = 'manifest.json';
const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** What a template must have been made with: this PGlite, and exactly these migrations and function files. */
export type TemplateKey = { pglite: string; migrations: string };

function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    if (dirname(dir) === dir) throw new Error('@electric-sql/pglite: package.json not found');
    dir = dirname(dir);
  }
}

/** The key of this checkout: a PGlite upgrade or any change under migrations/ or functions/ makes older templates unusable. */
export function currentTemplateKey(): TemplateKey {
  const hash = createHash('sha256');
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else
        hash
          .update(`${prefix}${entry.name}\0`)
          .update(readFileSync(join(dir, entry.name)))
          .update('\0');
    }
  };
  walk(MIGRATIONS, '');
  // The function files are applied after the migrations (function-files.ts): a template holds their versions too.
  walk(FUNCTIONS_DIR, 'functions/');
  return { pglite: pgliteVersion(), migrations: hash.digest('hex') };
}

export type TemplateLookup = { template: Buffer } | { template: null; reason: string };

/** The template to unpack, or why there is none (no build, another PGlite, other migrations). */
export function findDbTemplate(dir = TEMPLATE_DIR): TemplateLookup {
  let made: TemplateKey;
  try {
    made = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as TemplateKey;
  } catch {
    return { template: null, reason: 'no database template (npm run build makes one)' };
  }
  const key = currentTemplateKey();
  if (made.pglite !== key.pglite)
    return {
      template: null,
      reason: `the database template was made with PGlite ${made.pglite}, this is ${key.pglite}`,
    };
  if (made.migrations !== key.migrations)
    return { template: null, reason: 'the database template was made from other migrations' };
  return { template: readFileSync(join(dir, TARBALL)) };
}

/** Writes a template and its key; the manifest last, so a half-written template is never taken. */
export function writeDbTemplate(tarball: Uint8Array, key: TemplateKey, dir = TEMPLATE_DIR): void {
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, MANIFEST);
  if (existsSync(manifest)) renameSync(manifest, `${manifest}.old`);
  writeFileSync(join(dir, TARBALL), tarball);
  writeFileSync(manifest, `${JSON.stringify(key)}\n`);
}

/**
 * Unpacks a template into `pgdataDir` (absent or empty) with the kept tar library, outside PGlite,
 * so the server then opens it like an existing database: nothing of the unpacking stays in the
 * engine's WebAssembly memory. It goes to a sibling folder first and is renamed into place, so a
 * cut-off unpack never leaves a half database that the next start would take for a whole one.
 */
export async function unpackDbTemplate(template: Buffer, pgdataDir: string): Promise<void> {
  const staging = `${pgdataDir}.unpacking`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  // PGlite writes member names from the root ("/PG_VERSION"); tar strips the leading "/".
  const problems: string[] = [];
  const onwarn = (code: string, message: string) => {
    if (code !== 'TAR_ENTRY_INFO') problems.push(`${code}: ${message}`);
  };
  // Loaded here: only a first start unpacks.
  const { extract } = await import('tar');
  await pipeline(Readable.from(template), extract({ cwd: staging, onwarn }));
  if (problems.length > 0) throw new Error(`the database template did not unpack: ${problems.join('; ')}`);
  if (!existsSync(join(staging, 'PG_VERSION'))) throw new Error('the database template holds no PG_VERSION');
  rmSync(pgdataDir, { recursive: true, force: true });
  renameSync(staging, pgdataDir);
}
