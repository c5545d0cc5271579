import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { currentTemplateKey, findDbTemplate, TEMPLATE_DIR, unpackDbTemplate } from '../../server/db/db-template.ts';
import { ADMIN } from '../setup/admin-account.ts';
import { call } from '../setup/http.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * A first embedded start unpacks the build's migrated database instead of running PGlite's initdb
 * (peak ~600 MB): docs/performance-history.md. Memory itself is a benchmark figure (npm run bench);
 * these tests hold what an operator would notice: which way the database was made, that it works,
 * and that a template that does not fit is refused with the reason.
 */
// Embedded only: the PostgreSQL pass would repeat the same PGlite starts (they never read DATABASE_URL).
const embedded = !process.env.DATABASE_URL;

beforeAll(() => {
  if (!embedded) return;
  // `npm run build` makes it; the server-only passes may run on a checkout that has not built.
  if (findDbTemplate().template) return;
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-template.ts'], { encoding: 'utf8' });
  expect(made.status, made.stderr).toBe(0);
}, 180_000);

const scratch: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(embedded)('the embedded database template', () => {
  it('a first start unpacks the template (no initdb child), seeds the first admin, and a restart opens the same database', async () => {
    const server = new ServerProcess({ name: 'template-start', dataDir: tempDir('template-start-') });
    scratch.push(server.dataDir);
    try {
      await server.start();
      expect(server.log).toMatch(/"msg":"embedded database created","from":"template"/);
      expect(server.log).not.toMatch(/creating the embedded database with initdb/);
      const login = await call(server.url, 'POST', '/api/auth/login', { body: ADMIN });
      expect(login.status).toBe(200);
      await server.stop();
      await server.start();
      expect(server.log).not.toMatch(/embedded database created/);
      expect((await call(server.url, 'POST', '/api/auth/login', { body: ADMIN })).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 240_000);

  it('holds every migration and no data: no user (the first admin is seeded at the first start)', async () => {
    const dataDir = tempDir('template-open-');
    const database = await openDatabase({ dataDir, role: 'test' });
    try {
      expect(database.createdFrom).toBe('template');
      await database.migrate(); // nothing left to apply
      const [users] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM users`);
      expect(users?.n).toBe(0);
      const [applied] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
        entries: unknown[];
      };
      expect(applied?.n).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
    const again = await openDatabase({ dataDir, role: 'test' });
    expect(again.createdFrom).toBe('existing');
    await again.close();
  }, 180_000);

  it('a template of another PGlite or of other migrations is refused with the reason (the start then runs initdb)', () => {
    const dir = tempDir('template-key-');
    expect(findDbTemplate(dir)).toEqual({ template: null, reason: 'no database template (npm run build makes one)' });
    const key = currentTemplateKey();
    writeFileSync(join(dir, 'pgdata.tar.gz'), readFileSync(join(TEMPLATE_DIR, 'pgdata.tar.gz')));
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...key, pglite: '0.0.1' }));
    expect(findDbTemplate(dir)).toEqual({
      template: null,
      reason: `the database template was made with PGlite 0.0.1, this is ${key.pglite}`,
    });
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...key, migrations: 'f'.repeat(64) }));
    expect(findDbTemplate(dir)).toEqual({
      template: null,
      reason: 'the database template was made from other migrations',
    });
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(key));
    expect(findDbTemplate(dir).template?.length).toBeGreaterThan(1_000_000);
  });

  it('an unpack cut off half-way is never taken for a database: it is redone from the start', async () => {
    const dir = tempDir('template-cut-');
    const pgdata = join(dir, 'pgdata');
    mkdirSync(join(`${pgdata}.unpacking`, 'base'), { recursive: true });
    writeFileSync(join(`${pgdata}.unpacking`, 'PG_VERSION'), '17\n'); // what a cut unpack left behind
    mkdirSync(pgdata);
    const found = findDbTemplate();
    if (!found.template) throw new Error(found.reason);
    await expect(unpackDbTemplate(found.template.subarray(0, 4096), pgdata)).rejects.toThrow();
    expect(existsSync(join(pgdata, 'PG_VERSION'))).toBe(false);
    await unpackDbTemplate(found.template, pgdata);
    expect(existsSync(join(pgdata, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${pgdata}.unpacking`)).toBe(false);
  }, 60_000);
});
