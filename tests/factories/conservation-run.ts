import { openDatabase } from '../../server/db/client.ts';
import { ADMIN } from '../setup/admin-account.ts';
import { callOk } from '../setup/http.ts';
import { createDatabase, dropDatabase } from '../setup/databases.ts';
import type { ServerProcess } from '../setup/server-process.ts';
import { clusterServer, runProfitEngine } from './conservation-cluster.ts';
import { conservationChecks, type Check } from './conservation-checks.ts';
import { send } from './conservation-http.ts';
import { pickFault, pickKind, runOp, tagged, type World } from './conservation-ops.ts';
import { seedInvestors, type Investor } from './conservation-seed.ts';

export type ConservationOptions = { users: number; ops: number; inFlight: number };
export type ConservationResult = { checks: Check[]; lines: string[] };

const HOUR = 3_600_000;

async function pool<T>(items: T[], width: number, run: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await run(items[i] as T, i);
      }
    }),
  );
}

async function must(label: string, reply: Promise<{ status: number; body: Record<string, unknown> }>) {
  const r = await reply;
  if (r.status < 200 || r.status >= 300) throw new Error(`${label}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Settings, a 1-hour plan, a payout account and a first approved deposit for every investor. */
async function preparePlatform(a: ServerProcess, investors: Investor[], ops: number) {
  const adminToken = (await callOk<{ token: string }>(a.url, 'POST', '/api/auth/login', { body: ADMIN })).token;
  const t = { token: adminToken };
  // Settings are admin control work: this session steps up first (server/lib/admin-control.ts).
  await must('admin step-up', send(a, 'POST', '/api/step-up', { ...t, body: { password: ADMIN.password } }));
  await must(
    'settings',
    send(a, 'PUT', '/api/admin/settings', {
      ...t,
      body: {
        withdrawDailyCount: 100,
        sendMoneyDailyLimit: 100_000_000,
        referralProfitEnabled: true,
        withdrawalCoolingOffHours: 0,
        fourEyesThreshold: 0,
      },
    }),
  );
  const plan = {
    name: 'Load plan',
    badgeText: 'Load',
    amountType: 'range',
    minAmount: 10,
    maxAmount: 100_000,
    returnType: 'percent',
    returnValue: 1,
    intervalHours: 1,
    periods: 5,
    capitalBack: true,
    offDays: [],
    featured: false,
    active: true,
  };
  const schemaId = (
    (await must('schema', send(a, 'POST', '/api/admin/schemas', { ...t, body: plan }))).schema as { id: string }
  ).id;
  const methods = (await must(
    'deposit methods',
    send(a, 'GET', '/api/deposits/methods', { token: investors[0]?.token ?? '' }),
  )) as unknown as Array<{ id: string; name: string }>;
  const methodId = methods.find((m) => m.name === 'USDT (TRC20)')?.id ?? '';
  const payout = (await must(
    'withdrawal methods',
    send(a, 'GET', '/api/withdrawals/methods', { token: investors[0]?.token ?? '' }),
  )) as unknown as Array<{ id: string; name: string }>;
  const payoutId = payout.find((m) => m.name === 'USDT (TRC20)')?.id ?? '';
  await pool(investors, 16, async (u, i) => {
    // Payout accounts need this session's step-up (server/modules/step-up); seeded investors' password.
    await must(
      'step-up',
      send(a, 'POST', '/api/step-up', { token: u.token, body: { password: 'correct horse battery' } }),
    );
    const account = await must(
      'account',
      send(a, 'POST', '/api/withdrawal-accounts', {
        token: u.token,
        body: { method_id: payoutId, name: 'TRON', details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' } },
      }),
    );
    u.accountId = String(account.id);
    const form = new FormData();
    form.set('method_id', methodId);
    form.set('amount', tagged(ops + i, 10).toFixed(2));
    const deposit = await must('deposit', send(a, 'POST', '/api/deposits', { token: u.token, form }));
    await must(
      'approve',
      send(a, 'POST', `/api/admin/deposits/${(deposit.deposit as { id: string }).id}/approve`, {
        ...t,
        key: `seed-${i}`,
      }),
    );
  });
  return { adminToken, schemaId, methodId };
}

/**
 * Conservation under load and faults on PostgreSQL: two server processes on one database, clients
 * split between them, a random mix of money operations with retries under one Idempotency-Key,
 * dropped connections, profit engine runs through the CLI (two at once once), and one server
 * SIGKILLed mid-run and restarted. Then every check in conservation-checks.ts.
 */
export async function runConservation(baseUrl: string, opts: ConservationOptions): Promise<ConservationResult> {
  const name = `wallet_conservation_${process.pid}`;
  const url = await createDatabase(baseUrl, name);
  let passed = false;
  const servers = [clusterServer(url, 'A'), clusterServer(url, 'B')];
  const database = await openDatabase({ databaseUrl: url, poolMax: 4 });
  const lines: string[] = [];
  const started = Date.now();
  try {
    await (servers[0] as ServerProcess).start();
    await (servers[1] as ServerProcess).start();
    const investors = await seedInvestors(database.db, opts.users);
    const setup = await preparePlatform(servers[0] as ServerProcess, investors, opts.ops);
    lines.push(
      `platform: ${opts.users} investors seeded with an approved deposit each in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );

    const w: World = {
      servers,
      investors,
      ...setup,
      pendingDeposits: [],
      pendingWithdrawals: [],
      attempts: {},
      outcomes: {},
      acks: [],
      replayMismatches: 0,
    };
    const engines: Array<Promise<void>> = [];
    const engineExits: Array<number | null> = [];
    const profitRun = (hours: number) =>
      engines.push(
        runProfitEngine(url, new Date(started + hours * HOUR)).then((r) => {
          engineExits.push(r.code);
          lines.push(`profit run until +${hours}h: exit ${r.code}: ${r.output}`);
        }),
      );
    const schedule = new Map<number, () => void>([
      [Math.floor(opts.ops * 0.25), () => profitRun(2)],
      [Math.floor(opts.ops * 0.5), () => (profitRun(4), profitRun(4))],
      [Math.floor(opts.ops * 0.75), () => profitRun(6)],
    ]);
    const victim = servers[1] as ServerProcess;
    const killAt = Math.floor(opts.ops * 0.4);
    let restart: Promise<void> = Promise.resolve();
    let next = 0;
    const loadStart = Date.now();
    await Promise.all(
      Array.from({ length: opts.inFlight }, async () => {
        while (next < opts.ops) {
          const op = next++;
          schedule.get(op)?.();
          if (op === killAt) {
            // Not awaited: the load goes on while B dies and comes back.
            void victim.kill();
            const down = Date.now();
            restart = victim
              .start()
              .then(
                () =>
                  void lines.push(
                    `server B: SIGKILL at op ${killAt}, back after ${((Date.now() - down) / 1000).toFixed(1)}s`,
                  ),
              );
          }
          await runOp(w, op, pickKind(), pickFault());
        }
      }),
    );
    const loadSeconds = (Date.now() - loadStart) / 1000;
    await restart;
    await Promise.all(engines);
    // Far enough ahead to finish every plan (5 hourly periods), so capital comes back too.
    const final = await runProfitEngine(url, new Date(Date.now() + 8 * HOUR));
    engineExits.push(final.code);
    lines.push(`final profit run until +8h: exit ${final.code}: ${final.output}`);
    await Promise.all(servers.map((s) => s.stop()));

    lines.push(
      `operations: ${opts.ops} in ${loadSeconds.toFixed(1)}s (${(opts.ops / loadSeconds).toFixed(0)}/s, ${opts.inFlight} in flight), ${w.acks.length} acknowledged, ${w.replayMismatches} replay mismatches`,
    );
    lines.push(`outcomes: ${JSON.stringify(sorted(w.outcomes))}`);
    lines.push(`requests by result: ${JSON.stringify(sorted(w.attempts))}`);
    const serverErrors = servers.flatMap((s) => s.errorLines);
    lines.push(
      `server error log: ${serverErrors.length} lines${serverErrors.length ? `, first: ${serverErrors.slice(0, 3).join(' || ')}` : ''}`,
    );
    const checks = await conservationChecks(database.db, w.acks);
    const fiveHundreds = Object.entries(w.attempts)
      .filter(([k]) => k.startsWith('5'))
      .reduce((sum, [, v]) => sum + v, 0);
    checks.push({
      name: "no server error (5xx) under load, no error in the servers' logs",
      ok: fiveHundreds === 0 && serverErrors.length === 0,
      detail: `${fiveHundreds} answers 5xx, ${serverErrors.length} error log lines`,
    });
    checks.push({
      name: 'every profit engine run (CLI) exited 0',
      ok: engineExits.length === 5 && engineExits.every((c) => c === 0),
      detail: `exits ${JSON.stringify(engineExits)}`,
    });
    if (w.replayMismatches > 0)
      checks.push({
        name: 'replays answer like the first attempt',
        ok: false,
        detail: `${w.replayMismatches} mismatches`,
      });
    for (const c of checks) lines.push(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
    passed = checks.every((c) => c.ok);
    if (!passed) lines.push(`database ${name} kept for inspection`);
    return { checks, lines };
  } finally {
    await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
    await database.close();
    if (passed) await dropDatabase(baseUrl, name);
  }
}

const sorted = (h: Record<string, number>) => Object.fromEntries(Object.entries(h).sort(([, a], [, b]) => b - a));
