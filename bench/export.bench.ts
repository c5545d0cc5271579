import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client.ts';
import { systemWalletId } from '../server/modules/ledger/ledger.accounts.ts';
import { runExports } from '../server/modules/account/account-export.job.ts';
import { benchConfig } from './lib/config.ts';
import { benchDeps } from './lib/bench-deps.ts';
import { createScratchDb, dropScratchDb } from './lib/scratch-db.ts';
import { seedFundedUsers } from './lib/seed-users.ts';
import { fmt, median, verdict, type Row } from './lib/table.ts';

const DB = 'bench_export';
const TARGET_S = 30;

/** `count` admin adjustments of 1 cent into one Main wallet, each balanced by the system wallet, set-based. */
async function seedTransactions(db: Db, userId: string, walletId: string, count: number): Promise<void> {
  await db.execute(sql`
    WITH g AS MATERIALIZED (SELECT gen_random_uuid() AS tid, n FROM generate_series(1, ${count}) n),
    t AS (
      INSERT INTO ledger_transactions (id, reference, type, description, user_id, amount_cents, metadata, created_at)
      SELECT tid, 'EXP' || lpad(n::text, 10, '0'), 'admin_adjustment', 'Benchmark credit ' || n, ${userId}, 1, '{}'::jsonb,
        now() - make_interval(mins => n)
      FROM g RETURNING id
    )
    INSERT INTO ledger_entries (transaction_id, wallet_id, amount_cents)
    SELECT tid, ${walletId}::uuid, 1 FROM g
    UNION ALL SELECT tid, ${systemWalletId('admin_adjustments')}::uuid, -1 FROM g`);
  await db.execute(sql`UPDATE wallets SET balance_cents = balance_cents + ${count} WHERE id = ${walletId}`);
}

/**
 * Samples this process's memory every 10 ms while `run` goes: the peak of JS heap plus array
 * buffers (the lists and the ZIP live there), and of RSS. Absolute peaks, not growth: the
 * collector frees older garbage during the run, so a difference from the start would understate it.
 */
async function withPeakMemory(run: () => Promise<void>): Promise<{ heapMb: number; rssMb: number }> {
  const js = () => {
    const m = process.memoryUsage();
    return { js: m.heapUsed + m.arrayBuffers, rss: m.rss };
  };
  let peak = js();
  const timer = setInterval(() => {
    const now = js();
    peak = { js: Math.max(peak.js, now.js), rss: Math.max(peak.rss, now.rss) };
  }, 10);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  const end = js();
  peak = { js: Math.max(peak.js, end.js), rss: Math.max(peak.rss, end.rss) };
  return { heapMb: peak.js / 2 ** 20, rssMb: peak.rss / 2 ** 20 };
}

/**
 * GDPR export of an account with 10,000 ledger transactions (BENCH_EXPORT_TRANSACTIONS): the job's
 * whole run in this process (read every list, build the ZIP, store it, notify and mail), on
 * PostgreSQL when reachable, else on PGlite. Peak memory: the process's JS heap plus array buffers,
 * and its RSS (which includes PGlite's own memory when PGlite is used).
 */
export async function exportFigures(pgOk: boolean): Promise<Row[]> {
  const count = Number(process.env.BENCH_EXPORT_TRANSACTIONS) || 10_000;
  const base = pgOk ? benchConfig.pgUrl : undefined;
  const url = base ? await createScratchDb(base, DB) : undefined;
  const { deps, database } = await benchDeps(url);
  try {
    const [user] = await seedFundedUsers(deps.db, {
      count: 1,
      balanceCents: 100_000,
      prefix: 'ex',
      jwtSecret: deps.env.jwtSecret,
      ttlSeconds: 3600,
    });
    if (!user) throw new Error('no user seeded');
    await seedTransactions(deps.db, user.id, user.mainWalletId, count);
    const seconds: number[] = [];
    const heap: number[] = [];
    const rss: number[] = [];
    let size = 0;
    for (let run = 0; run < benchConfig.runs; run += 1) {
      const [row] = await queryRows<{ id: string }>(
        deps.db,
        sql`INSERT INTO account_exports (user_id, created_at) VALUES (${user.id}, now()) RETURNING id`,
      );
      const t0 = performance.now();
      const mem = await withPeakMemory(() => runExports(deps));
      seconds.push((performance.now() - t0) / 1000);
      heap.push(mem.heapMb);
      rss.push(mem.rssMb);
      const [done] = await queryRows<{ status: string; size_bytes: string | null }>(
        deps.db,
        sql`SELECT status, size_bytes::text FROM account_exports WHERE id = ${row?.id ?? ''}`,
      );
      if (done?.status !== 'ready') throw new Error(`export ended ${done?.status ?? 'missing'}`);
      size = Number(done.size_bytes);
    }
    const s = median(seconds);
    const where = url ? 'PostgreSQL' : 'PGlite';
    return [
      {
        figure: `Data export, ${fmt(count)} transactions (${where})`,
        value: `${fmt(s, 1)} s`,
        reference: '-',
        ratio: '-',
        target: `< ${TARGET_S} s`,
        result: verdict(s < TARGET_S),
        notes: [`export: ZIP of ${fmt(size / 1024)} KiB; runs ${seconds.map((x) => fmt(x, 2)).join(', ')} s`],
      },
      {
        figure: 'Data export, peak memory',
        value: `${fmt(median(heap))} MB heap`,
        reference: `${fmt(median(rss))} MB RSS`,
        ratio: '-',
        target: '-',
        result: 'info',
      },
    ];
  } finally {
    await database.close();
    if (base && url) await dropScratchDb(base, DB);
  }
}
