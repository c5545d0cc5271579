import { sql } from 'drizzle-orm';
import { createApp } from '../server/app.ts';
import { openDatabase, queryRows } from '../server/db/client.ts';
import { createJwtCodec } from '../server/lib/jwt.ts';
import { filterSql } from '../server/modules/admin-transactions/admin-transactions.filter.ts';
import { ledgerPage, ledgerTotals } from '../server/modules/admin-transactions/admin-transactions.repo.ts';
import { seedSessions } from '../server/modules/sessions/sessions.seed.ts';
import { transactionPage } from '../server/modules/transactions/transactions.repo.ts';
import { benchConfig } from './lib/config.ts';
import { benchDeps } from './lib/bench-deps.ts';
import { explainRepo } from './lib/explain.ts';
import { loadHistory } from './lib/history-load.ts';
import { createScratchDb, databaseExists, dropScratchDb, urlFor } from './lib/scratch-db.ts';
import { seedFundedUsers } from './lib/seed-users.ts';
import { fmt, percentile, skipped, verdict, type Row } from './lib/table.ts';

const DB = 'bench_history';
const USERS = 10_000;
const PAGES = 5;

/**
 * With BENCH_HISTORY_ENTRIES (10,000,000) ledger entries loaded: a user's GET /api/transactions/user
 * (first page, then following X-Next-Cursor) and the admin's filtered GET /api/admin/transactions
 * (by user; by type and one day), timed in-process through app.request, so the figure is server
 * time: routing, auth, SQL and JSON, without the network. p50, p95 and p99 over all pages.
 */
export async function historyFigures(pgOk: boolean): Promise<Row[]> {
  if (!pgOk || !benchConfig.pgUrl) return [skipped('History at scale', 'PostgreSQL not reachable')];
  const base = benchConfig.pgUrl;
  // BENCH_HISTORY_REUSE=1 keeps the loaded database between runs (and reuses one that is there).
  const reuse = process.env.BENCH_HISTORY_REUSE === '1';
  const existing = reuse && (await databaseExists(base, DB));
  const url = existing ? urlFor(base, DB) : await createScratchDb(base, DB);
  const { deps, database } = await benchDeps(url);
  try {
    const jwt = createJwtCodec(deps.env.jwtSecret, 86_400);
    let loadSeconds = Number.NaN;
    if (!existing) {
      await seedFundedUsers(deps.db, {
        count: USERS,
        balanceCents: 1_000_000,
        prefix: 'hu',
        jwtSecret: deps.env.jwtSecret,
        ttlSeconds: 86_400,
      });
      // An owner (staff roles, server/lib/admin-permissions.ts) with two-factor on, as every admin has.
      await deps.db.execute(sql`WITH a AS (INSERT INTO users (role, username, email, password_hash, first_name, last_name, referral_code)
        VALUES ('admin', 'benchadmin', 'benchadmin@bench.example', 'not-a-login', 'Bench', 'Admin', 'BENCHADM') RETURNING id),
        s AS (INSERT INTO staff_members (user_id, role) SELECT id, 'owner' FROM a)
        INSERT INTO two_factor (user_id, secret_enc, enabled_at) SELECT id, 'not-a-secret', now() FROM a`);
      const t0 = performance.now();
      // A bulk load of millions of rows, as a restore would run it: one connection without the
      // server's 30 s statement bound (0 turns each timeout off). The pages below keep the bounds.
      const loader = await openDatabase({
        databaseUrl: url,
        poolMax: 1,
        timeouts: { statementMs: 0, lockMs: 0, idleInTransactionMs: 0 },
      });
      try {
        await loadHistory(loader.db, benchConfig.historyEntries);
      } finally {
        await loader.close();
      }
      loadSeconds = (performance.now() - t0) / 1000;
    }
    const people = await queryRows<{ id: string; email: string; role: 'user' | 'admin' }>(
      deps.db,
      sql`SELECT id, email, role FROM users WHERE username LIKE 'hu%' OR username = 'benchadmin' ORDER BY username`,
    );
    // Every token names a session row (server/modules/sessions).
    const sids = await seedSessions(
      deps.db,
      people.map((p) => ({ id: p.id, tv: 0 })),
      86_400,
    );
    const sign = (p: { id: string; role: 'user' | 'admin' }) =>
      jwt.sign({ sub: p.id, role: p.role, tv: 0, sid: sids.get(p.id) ?? '' });
    const users = await Promise.all(
      people.filter((p) => p.role === 'user').map(async (p) => ({ ...p, token: await sign(p) })),
    );
    const admin = people.find((p) => p.role === 'admin');
    const adminToken = await sign({ id: admin?.id ?? '', role: 'admin' });
    const [count] = await queryRows<{ n: unknown }>(deps.db, sql`SELECT count(*) AS n FROM ledger_entries`);
    const app = createApp(deps);
    const timed = async (path: string, token: string) => {
      const s = performance.now();
      const res = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { nextCursor?: string | null };
      const ms = performance.now() - s;
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return { ms, next: res.headers.get('x-next-cursor') ?? body.nextCursor ?? null };
    };
    const userTimes: number[] = [];
    const adminTimes: number[] = [];
    const sample = Math.max(1, Math.ceil(benchConfig.historyRequests / PAGES));
    const [day] = await queryRows<{ d: string }>(
      deps.db,
      sql`SELECT to_char(now() - interval '100 days', 'YYYY-MM-DD') AS d`,
    );
    // Warm-up: the first requests pay for plan caches and cold pages.
    for (const u of users.slice(0, 5)) await timed('/api/transactions/user?limit=20', u.token);
    for (let i = 0; i < sample * benchConfig.runs; i++) {
      const u = users[Math.floor(Math.random() * users.length)];
      if (!u) continue;
      let next: string | null = null;
      for (let p = 0; p < PAGES; p++) {
        const r = await timed(`/api/transactions/user?limit=20${next ? `&cursor=${next}` : ''}`, u.token);
        userTimes.push(r.ms);
        next = r.next;
        if (!next) break;
      }
      const username = u.email.split('@')[0] ?? '';
      const filters = [`user=${username}`, `type=send_money&from=${day?.d}&to=${day?.d}`];
      for (const f of filters) {
        next = null;
        for (let p = 0; p < 2; p++) {
          const r = await timed(`/api/admin/transactions?limit=20&${f}${next ? `&cursor=${next}` : ''}`, adminToken);
          adminTimes.push(r.ms);
          next = r.next;
          if (!next) break;
        }
      }
    }
    userTimes.sort((a, b) => a - b);
    adminTimes.sort((a, b) => a - b);
    const someone = users[0]?.id ?? '';
    const userPlan = await explainRepo(deps.db, (q) => transactionPage(q, someone, 20, undefined));
    const byUser = await filterSql(deps.db, { user: users[0]?.email ?? '' });
    const byDay = await filterSql(deps.db, { type: 'send_money', from: day?.d, to: day?.d });
    const adminPlan = [
      ...(await explainRepo(deps.db, (q) => ledgerPage(q, byUser, undefined, 20))),
      ...(await explainRepo(deps.db, (q) => ledgerTotals(q, byUser))),
      ...(await explainRepo(deps.db, (q) => ledgerPage(q, byDay, undefined, 20))),
      ...(await explainRepo(deps.db, (q) => ledgerTotals(q, byDay))),
    ];
    const entries = Number(count?.n ?? 0);
    const row = (figure: string, times: number[], plans: string[]): Row => {
      const p95 = percentile(times, 95);
      return {
        figure,
        value: `p95 ${fmt(p95, 1)} ms (p50 ${fmt(percentile(times, 50), 1)} ms, p99 ${fmt(percentile(times, 99), 1)} ms, ${times.length} pages)`,
        reference: `${fmt(entries)} entries${Number.isFinite(loadSeconds) ? ` (loaded in ${fmt(loadSeconds)} s)` : ''}`,
        ratio: `${fmt((p95 / 10) * 100, 0)} % of 10 ms`,
        target: 'p95 < 10 ms',
        result: verdict(p95 < 10),
        notes: plans.map((p) => `${figure.split(' (')[0]} plan: ${p}`),
      };
    };
    return [
      {
        ...row('History: user transactions page', userTimes, userPlan),
        notes: [
          `history load: ${fmt(entries)} ledger entries${Number.isFinite(loadSeconds) ? ` in ${fmt(loadSeconds, 1)} s` : ' (reused)'}`,
          ...(row('History: user transactions page', userTimes, userPlan).notes ?? []),
        ],
      },
      row('History: admin filtered page (by user; by type + day)', adminTimes, adminPlan),
    ];
  } finally {
    await database.close();
    if (!reuse) await dropScratchDb(base, DB);
  }
}
