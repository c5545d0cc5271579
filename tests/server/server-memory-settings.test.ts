import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { sql } from 'drizzle-orm';
import { lockDataDir } from '../../server/db/data-dir-lock.ts';

/**
 * The memory settings behind docs/performance-memory.md: the embedded PostgreSQL opens with a
 * small buffer pool (initdb's default is 128 MB, all of it resident once touched), and the server
 * entry loads drizzle-orm through its CommonJS build (its ES modules cost ~180 MB on Node 24).
 */
describe('server memory settings', () => {
  it('opens PGlite with a 16 MB buffer pool and small maintenance and temp buffers', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const rows = await queryRows<{ name: string; setting: string }>(
        database.db,
        sql`SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name IN ('shared_buffers', 'maintenance_work_mem', 'temp_buffers', 'work_mem') ORDER BY name`,
      );
      expect(Object.fromEntries(rows.map((r) => [r.name, r.setting]))).toEqual({
        maintenance_work_mem: '16MB',
        shared_buffers: '16MB',
        temp_buffers: '2MB',
        work_mem: '4MB',
      });
    } finally {
      await database.close();
    }
  }, 180_000);

  it('the server entry resolves drizzle-orm to its CommonJS files', () => {
    const resolved = (hooked: boolean): string[] => {
      const script = [
        "const { preferCommonJs } = await import('./server/lib/prefer-commonjs.ts');",
        hooked ? 'preferCommonJs();' : '',
        "console.log(JSON.stringify([import.meta.resolve('drizzle-orm/pg-core'), import.meta.resolve('drizzle-orm')]));",
      ].join('\n');
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      return JSON.parse(run.stdout) as string[];
    };
    expect(resolved(false)[0]).toMatch(/drizzle-orm\/pg-core\/index\.js$/);
    const [pgCore, root] = resolved(true);
    expect(pgCore).toMatch(/drizzle-orm\/pg-core\/index\.cjs$/);
    expect(root).toMatch(/drizzle-orm\/index\.cjs$/);
  }, 60_000);

  it('starting the server loads no SDK that only some requests or settings need (they load on first use)', () => {
    // Each of these cost 2-7 MB of heap and more of code at every start (docs/performance-memory.md).
    const lazy = ['stripe', 'viem', '@simplewebauthn/server', 'pdf-lib', '@pdf-lib/fontkit', 'nodemailer', '@react-email/render', 'react', 'qrcode', 'tar', '@aws-sdk/client-s3'];
    const script = [
      "import { registerHooks } from 'node:module';",
      'const seen = new Set();',
      'registerHooks({ resolve(spec, ctx, next) { const r = next(spec, ctx); const m = /node_modules\\/((@[^/]+\\/)?[^/]+)/.exec(r.url); if (m) seen.add(m[1]); return r; } });',
      "const { preferCommonJs } = await import('./server/lib/prefer-commonjs.ts');",
      'preferCommonJs();',
      "await import('./server/bootstrap.ts');",
      'console.log(JSON.stringify([...seen]));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    expect(run.status, run.stderr).toBe(0);
    const loaded = JSON.parse(run.stdout.trim().split('\n').pop() ?? '[]') as string[];
    expect(loaded).toContain('hono'); // the hook saw the server's own imports
    expect(loaded.filter((pkg) => lazy.includes(pkg))).toEqual([]);
  }, 60_000);

  it('the server entry re-executes itself (same pid) with the V8 memory flags and two malloc arenas', () => {
    const script = [
      "const { relaunchWithServerFlags } = await import('./server/lib/node-flags.ts');",
      'const before = process.env.FIRST_PID ?? String(process.pid);',
      'process.env.FIRST_PID = before;',
      'relaunchWithServerFlags();',
      'console.log(JSON.stringify({ same: before === String(process.pid), flags: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX }));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const got = JSON.parse(run.stdout) as { same: boolean; flags: string[]; arenas: string };
    expect(got.same).toBe(true);
    expect(got.flags).toEqual(expect.arrayContaining(['--liftoff-only', '--optimize-for-size']));
    expect(got.arenas).toBe('2');
    // An operator who prefers throughput turns them off.
    const off = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, SERVER_MEMORY_FLAGS: '0', MALLOC_ARENA_MAX: '' } });
    expect(off.status, off.stderr).toBe(0);
    const plain = JSON.parse(off.stdout) as { same: boolean; flags: string[] };
    expect(plain.flags).not.toContain('--liftoff-only');
    expect(plain.flags).not.toContain('--optimize-for-size');
  }, 60_000);

  it('a new embedded database is created and migrated by a child process that exits; a locked folder is refused there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-start-'));
    const script = [
      "const { createEmbeddedDatabase, isFirstEmbeddedStart } = await import('./server/db/first-start.ts');",
      'const dir = process.argv[1];',
      'const first = isFirstEmbeddedStart(undefined, dir);',
      "await createEmbeddedDatabase(dir, 'server').then(() => console.log(JSON.stringify({ first, after: isFirstEmbeddedStart(undefined, dir) })), (err) => { console.log(JSON.stringify({ failed: err.exitCode })); });",
    ].join('\n');
    const run = () => spawnSync(process.execPath, ['--input-type=module', '-e', script, dir], { encoding: 'utf8' });
    try {
      const created = run();
      expect(created.status, created.stderr).toBe(0);
      expect(JSON.parse(created.stdout)).toEqual({ first: true, after: false });
      expect(existsSync(join(dir, 'pgdata', 'PG_VERSION'))).toBe(true);
      // The child released the folder when it exited; a folder in use is refused by the child with the usual message.
      const lock = lockDataDir(dir, 'a test');
      try {
        const refused = run();
        expect(JSON.parse(refused.stdout)).toEqual({ failed: 1 });
        expect(refused.stderr).toContain(`DATA_DIR ${dir} is in use by a test`);
      } finally {
        lock.release();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
