import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { sql } from 'drizzle-orm';

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
});
