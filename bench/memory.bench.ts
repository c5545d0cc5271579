import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchConfig } from './lib/config.ts';
import { sampleRss, treeRssMb } from './lib/rss.ts';
import { createScratchDb, dropScratchDb } from './lib/scratch-db.ts';
import { fmt, median, skipped, verdict, type Row } from './lib/table.ts';

const DB = 'bench_memory';
/** How long the started server is left alone before its idle RSS is read. */
const IDLE_MS = 15_000;

/** `initdb`: the start found no current database template and ran initdb in its child (db/first-start.ts). */
type Start = { peakMb: number; idleMb: number; readyMs: number; initdb: boolean };

/**
 * The server exactly as `npm start` runs it (`node server/index.ts`, which re-executes into server/boot.mjs,
 * jobs on), on a free port: RSS sampled every 50 ms from spawn until /api/health answers (the
 * peak while starting), then read once after IDLE_MS without requests (idle).
 */
async function measureStart(env: Record<string, string>): Promise<Start> {
  const started = Date.now();
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PORT: '0',
      LOG_LEVEL: 'info',
      VAPID_SUBJECT: 'mailto:bench@bench.example',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const sampler = sampleRss(child.pid ?? 0);
  let log = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 300_000);
      child.stdout.on('data', (d: Buffer) => {
        log += d.toString();
        const m = /"url":"(http:\/\/[^"]+)"/.exec(log);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
      child.stderr.on('data', (d: Buffer) => (log += d.toString()));
      child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
    });
    const health = await fetch(`${url}/api/health`);
    if (!health.ok) throw new Error(`health answered ${health.status}`);
    const peakMb = sampler.stop();
    const readyMs = Date.now() - started;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return {
      peakMb,
      idleMb: treeRssMb(child.pid ?? 0),
      readyMs,
      initdb: log.includes('creating the embedded database with initdb'),
    };
  } finally {
    sampler.stop();
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const row = (figure: string, starts: Start[], peakTarget: number | undefined, idleTarget: number): Row => {
  const peak = Math.max(...starts.map((s) => s.peakMb));
  const idle = median(starts.map((s) => s.idleMb));
  const ok = idle <= idleTarget && (peakTarget === undefined || peak <= peakTarget);
  return {
    figure,
    value: `peak ${fmt(peak)} MB while starting, idle ${fmt(idle)} MB`,
    reference: `ready in ${fmt(median(starts.map((s) => s.readyMs)))} ms${starts.some((s) => s.initdb) ? ' (initdb)' : ''}`,
    ratio: `${fmt((idle / idleTarget) * 100)} % of idle target`,
    target: `${peakTarget ? `peak ≤ ${peakTarget} MB, ` : ''}idle ≤ ${idleTarget} MB`,
    result: verdict(ok),
    notes: starts.map(
      (s, i) =>
        `${figure} run ${i + 1}: peak ${fmt(s.peakMb)} MB, idle ${fmt(s.idleMb)} MB after ${IDLE_MS / 1000} s, ready in ${fmt(s.readyMs)} ms${s.initdb ? ' (initdb: no current database template)' : ''}`,
    ),
  };
};

/** RSS of the server process: embedded on its first start (initdb, migrations) and on a restart, and on PostgreSQL. */
export async function memoryFigures(pgOk: boolean): Promise<Row[]> {
  // The server as a build leaves it: its modules' stripped copies current (server/boot.mjs), so a
  // source edited since the last build does not show up as Node's TypeScript stripper (~30 MB).
  const strip = spawnSync(process.execPath, ['--no-warnings=ExperimentalWarning', 'scripts/strip-server.mjs'], {
    encoding: 'utf8',
  });
  if (strip.status !== 0) throw new Error(`scripts/strip-server.mjs failed:\n${strip.stderr}`);
  process.stdout.write(`  ${strip.stdout.trim()}\n`);
  // And its database template current, as `npm start` leaves it (its build makes one whenever the
  // migrations change): a checkout that never built starts by initdb instead, which peaks at about
  // 680 MB in its child (docs/performance-history.md) and is not the first start `npm start` gives.
  const template = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-template.ts'], { encoding: 'utf8' });
  if (template.status !== 0) throw new Error(`scripts/db-template.ts failed:\n${template.stderr}`);
  process.stdout.write(`  ${template.stdout.trim()}\n`);
  const first: Start[] = [];
  const restart: Start[] = [];
  for (let i = 0; i < benchConfig.runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
    try {
      first.push(await measureStart({ DATA_DIR: dir, DATABASE_URL: '' }));
      restart.push(await measureStart({ DATA_DIR: dir, DATABASE_URL: '' }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const rows = [
    row('Server RSS, PGlite first start (npm start)', first, 512, 256),
    row('Server RSS, PGlite restart', restart, 512, 256),
  ];
  if (!pgOk || !benchConfig.pgUrl) {
    rows.push(skipped('Server RSS on PostgreSQL', 'PostgreSQL not reachable'));
    return rows;
  }
  const onPg: Start[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  try {
    const url = await createScratchDb(benchConfig.pgUrl, DB);
    for (let i = 0; i < benchConfig.runs; i++) onPg.push(await measureStart({ DATA_DIR: dir, DATABASE_URL: url }));
  } finally {
    await dropScratchDb(benchConfig.pgUrl, DB);
    rmSync(dir, { recursive: true, force: true });
  }
  rows.push(row('Server RSS on PostgreSQL (app process)', onPg, undefined, 128));
  return rows;
}
