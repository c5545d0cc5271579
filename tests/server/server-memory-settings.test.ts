import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { sql } from 'drizzle-orm';
import { lockDataDir } from '../../server/db/data-dir-lock.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * The memory settings behind docs/performance.md: the embedded PostgreSQL opens with a
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

  it('starting the server loads no SDK that only some requests, settings or the embedded mode need (they load on first use)', () => {
    // Each of these cost 2-7 MB of heap and more of code at every start (docs/performance-history.md).
    // PGlite (the embedded engine, ~1 MB of source, loaded twice: its ES and CommonJS builds) only without
    // DATABASE_URL; the deposit-address key code (ox's keys, BIP-32, secp256k1: ~100 modules) with the first address.
    const lazy = [
      'stripe',
      'viem',
      '@simplewebauthn/server',
      'pdf-lib',
      '@pdf-lib/fontkit',
      'nodemailer',
      '@react-email/render',
      'react',
      'qrcode',
      'tar',
      '@aws-sdk/client-s3',
      '@electric-sql/pglite',
      '@scure/bip32',
      '@noble/curves',
      'web-push',
      'otplib',
    ];
    const script = [
      "import { registerHooks } from 'node:module';",
      'const seen = new Set();',
      'registerHooks({ resolve(spec, ctx, next) { const r = next(spec, ctx); const m = /node_modules\\/((@[^/]+\\/)?[^/]+)/.exec(r.url); if (m) seen.add(m[1]); return r; } });',
      "const { preferCommonJs } = await import('./server/lib/prefer-commonjs.ts');",
      'preferCommonJs();',
      "await import('./server/bootstrap.ts');",
      'console.log(JSON.stringify([...seen]));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(run.status, run.stderr).toBe(0);
    const loaded = JSON.parse(run.stdout.trim().split('\n').pop() ?? '[]') as string[];
    expect(loaded).toContain('hono'); // the hook saw the server's own imports
    expect(loaded.filter((pkg) => lazy.includes(pkg))).toEqual([]);
  }, 60_000);

  it('the server entry re-executes itself (same pid) into boot.mjs with the V8 flags of its database mode and two malloc arenas', () => {
    const dir = mkdtempSync(join(tmpdir(), 'relaunch-'));
    // Stands in for server/boot.mjs: what the new process image runs with.
    const into = join(dir, 'into.mjs');
    writeFileSync(
      into,
      'console.log(JSON.stringify({ pid: process.pid, flags: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX, args: process.argv.slice(2) }));\n',
    );
    // Stands in for server/index.ts: a script file, as `node server/index.ts` runs it.
    const entry = join(dir, 'entry.mjs');
    const flagsModule = pathToFileURL(join(process.cwd(), 'server/lib/node-flags.ts')).href;
    writeFileSync(
      entry,
      [
        `const { relaunchWithServerFlags } = await import(${JSON.stringify(flagsModule)});`,
        "const { pathToFileURL } = await import('node:url');",
        'console.log(JSON.stringify({ before: process.pid }));',
        `relaunchWithServerFlags(pathToFileURL(${JSON.stringify(into)}));`,
        'console.log(\'{"reExecuted":false}\');',
      ].join('\n'),
    );
    type Got = { before: number; pid: number; flags: string[]; arenas?: string; args: string[]; reExecuted?: boolean };
    const run = (env: NodeJS.ProcessEnv): Got => {
      const base: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_URL: '',
        SERVER_NODE_FLAGS: '',
        SERVER_MEMORY_FLAGS: '',
        SERVER_RELAUNCHED: '',
      };
      delete base.MALLOC_ARENA_MAX;
      const out = spawnSync(process.execPath, [entry, 'extra-arg'], {
        encoding: 'utf8',
        timeout: 30_000,
        env: { ...base, ...env },
      });
      expect(out.status, out.stderr).toBe(0);
      const [first, second] = out.stdout.trim().split('\n');
      return {
        ...(JSON.parse(first ?? '{}') as { before: number }),
        ...(JSON.parse(second ?? '{}') as Omit<Got, 'before'>),
      };
    };
    try {
      // Embedded: PGlite's WebAssembly stays on the baseline compiler.
      const embedded = run({});
      expect(embedded.pid).toBe(embedded.before);
      expect(embedded.flags).toEqual(['--liftoff-only']);
      expect(embedded.arenas).toBe('2');
      expect(embedded.args).toEqual(['extra-arg']);
      // On PostgreSQL there is no WebAssembly and no flag at all (no --optimize-for-size: it cost throughput).
      const onPg = run({ DATABASE_URL: 'postgres://127.0.0.1/x' });
      expect(onPg.pid).toBe(onPg.before);
      expect(onPg.flags).toEqual([]);
      expect(onPg.arenas).toBe('2');
      // An operator replaces them, or turns them off to trade memory for throughput.
      expect(run({ SERVER_NODE_FLAGS: ' --max-semi-space-size=16  --liftoff-only ' }).flags).toEqual([
        '--max-semi-space-size=16',
        '--liftoff-only',
      ]);
      const off = run({ SERVER_MEMORY_FLAGS: '0' });
      expect(off.flags).toEqual([]);
      expect(off.arenas).toBeUndefined();
      // A process that was itself re-executed never does it again (a loop would never start anything).
      expect(run({ SERVER_RELAUNCHED: '1' })).toMatchObject({ reExecuted: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("`node server/index.ts` becomes `node <its mode's flags> server/boot.mjs` in the same process and serves", async () => {
    const server = new ServerProcess({ runtime: 'node' });
    try {
      await server.start();
      const cmdline = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(cmdline.slice(1)).toEqual([
        ...(server.env.DATABASE_URL ? [] : ['--liftoff-only']),
        expect.stringMatching(/server\/boot\.mjs$/),
      ]);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('one collection after the start gives back the young generation that starting grew', () => {
    const script = [
      "import { getHeapSpaceStatistics } from 'node:v8';",
      "const { releaseStartupMemory } = await import('./server/lib/startup-memory.ts');",
      "const youngMb = () => Math.round((getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0) / 1048576);",
      // What loading a server does to the young generation: many short-lived objects, some kept.
      'const kept = [];',
      'for (let i = 0; i < 400_000; i++) { const o = { i, s: `module ${i}`, a: [i, i + 1] }; if (i % 50 === 0) kept.push(o); }',
      'const before = youngMb();',
      'const ran = releaseStartupMemory();',
      'console.log(JSON.stringify({ before, after: youngMb(), ran, kept: kept.length, globalGc: typeof globalThis.gc }));',
    ].join('\n');
    const run = (env: NodeJS.ProcessEnv) => {
      const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        env: { ...process.env, SERVER_MEMORY_FLAGS: '', ...env },
      });
      expect(out.status, out.stderr).toBe(0);
      return JSON.parse(out.stdout) as { before: number; after: number; ran: boolean; globalGc: string };
    };
    const got = run({});
    expect(got.ran).toBe(true);
    expect(got.before).toBeGreaterThanOrEqual(8);
    expect(got.after).toBeLessThanOrEqual(got.before / 2);
    // V8's gc is taken from its own context: nothing in the server can call a global gc().
    expect(got.globalGc).toBe('undefined');
    const off = run({ SERVER_MEMORY_FLAGS: '0' });
    expect(off.ran).toBe(false);
    expect(off.after).toBe(off.before);
  }, 60_000);

  it("the server process loads every module from the build's stripped copies: Node's TypeScript stripper never loads", () => {
    const strip = spawnSync(process.execPath, ['--no-warnings=ExperimentalWarning', 'scripts/strip-server.mjs'], {
      encoding: 'utf8',
    });
    expect(strip.status, strip.stderr).toBe(0);
    const script = [
      "import { registerHooks } from 'node:module';",
      "const { useStrippedSources } = await import('./server/lib/stripped-sources.mjs');",
      'const counts = useStrippedSources(registerHooks);',
      "const { preferCommonJs } = await import('./server/lib/prefer-commonjs.ts');",
      'preferCommonJs();',
      "await import('./server/bootstrap.ts');",
      "console.log(JSON.stringify({ ...counts, stripper: process.moduleLoadList.some((m) => m.includes('amaro')) }));",
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(run.status, run.stderr).toBe(0);
    const got = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as {
      served: number;
      stripped: number;
      stripper: boolean;
    };
    expect(got.served).toBeGreaterThan(200);
    expect(got.stripped).toBe(0);
    expect(got.stripper).toBe(false);
  }, 60_000);

  it('a module edited since the build is stripped by Node as before, never served from a stale copy', async () => {
    type Stripped = { STRIPPED_DIR: string; sourceKey: (source: string) => string };
    const { STRIPPED_DIR, sourceKey } = (await import(
      new URL('../../server/lib/stripped-sources.mjs', import.meta.url).href
    )) as Stripped;
    const dir = mkdtempSync(join(tmpdir(), 'stripped-'));
    const file = join(dir, 'answer.ts');
    const built = 'export const answer: string = "as built";\n';
    // A copy made from `built` that says so: served only while the file still holds exactly `built`.
    const copy = join(STRIPPED_DIR, `${sourceKey(built)}.js`);
    mkdirSync(STRIPPED_DIR, { recursive: true });
    writeFileSync(copy, 'export const answer = "from the stripped copy";\n');
    const script = [
      "import { registerHooks } from 'node:module';",
      "import { writeFileSync } from 'node:fs';",
      "import { pathToFileURL } from 'node:url';",
      "const { useStrippedSources } = await import('./server/lib/stripped-sources.mjs');",
      'const counts = useStrippedSources(registerHooks);',
      'const url = pathToFileURL(process.argv[1]).href;',
      'const first = (await import(url)).answer;',
      'writeFileSync(process.argv[1], \'export const answer: string = "edited";\\n\');',
      'const second = (await import(`${url}?after-edit`)).answer;',
      'console.log(JSON.stringify({ first, second, ...counts }));',
    ].join('\n');
    try {
      writeFileSync(file, built);
      const run = spawnSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script, file], {
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual({
        first: 'from the stripped copy',
        second: 'edited',
        served: 1,
        stripped: 1,
      });
    } finally {
      rmSync(copy, { force: true });
      rmSync(dir, { recursive: true, force: true });
    }
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
