import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../../src/contract/admin-dashboard.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { isoMillis } from '../ledger/ledger.cursor.ts';
import { existingTables } from '../../lib/optional-tables.ts';
import { PROFIT_JOB, PROFIT_JOB_EVERY_MS } from '../../jobs/profit-engine.ts';
import {
  countWhere,
  ledgerChart,
  ledgerTypeTotal,
  requestStatus,
  systemAccountTotals,
  userCounts,
} from './admin-dashboard.figures.ts';
import { watcherStates } from '../onchain/onchain.service.ts';

export const CHART_DAYS = 30;
/** The profit engine is late when its last finished run is older than this many of its intervals (missed runs, not a slow one). */
const LATE_AFTER_RUNS = 5;

const OPTIONAL = ['deposits', 'withdrawals', 'investments', 'tickets', 'job_runs'] as const;

/** When the profit engine last finished a run without an error, or null. */
async function lastProfitRun(q: Queryable): Promise<string | null> {
  const [row] = await queryRows<{ ts: string | null }>(
    q,
    sql`SELECT ${isoMillis('max(finished_at)')} AS ts FROM job_runs WHERE job = ${PROFIT_JOB} AND error IS NULL`,
  );
  return row?.ts ?? null;
}

/**
 * The figures an operator checks every morning. Each comes from its module's table when that
 * table exists and otherwise from the ledger (or null where the ledger cannot tell, e.g. what
 * is pending), so the dashboard works on any install.
 */
export async function dashboard(deps: Deps): Promise<Dashboard> {
  const q = deps.db;
  const now = deps.now();
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const has = await existingTables(q, OPTIONAL);
  const [
    users,
    depPending,
    depApproved,
    wdPending,
    wdApproved,
    invested,
    active,
    system,
    kycPending,
    openTickets,
    chart,
    lastRun,
  ] = await Promise.all([
    userCounts(q, midnight),
    has.has('deposits') ? requestStatus(q, 'deposits', 'pending') : null,
    has.has('deposits') ? requestStatus(q, 'deposits', 'approved') : ledgerTypeTotal(q, 'deposit'),
    has.has('withdrawals') ? requestStatus(q, 'withdrawals', 'pending') : null,
    has.has('withdrawals') ? requestStatus(q, 'withdrawals', 'approved') : ledgerTypeTotal(q, 'withdraw'),
    ledgerTypeTotal(q, 'investment'),
    has.has('investments') ? countWhere(q, 'investments', sql`status = 'active'`) : null,
    systemAccountTotals(q),
    countWhere(q, 'kyc_submissions', sql`status = 'pending'`),
    has.has('tickets') ? countWhere(q, 'tickets', sql`status <> 'closed'`) : null,
    ledgerChart(q, now, CHART_DAYS),
    has.has('job_runs') ? lastProfitRun(q) : null,
  ]);
  const late = lastRun === null || now.getTime() - Date.parse(lastRun) > LATE_AFTER_RUNS * PROFIT_JOB_EVERY_MS;
  return {
    currency: 'USD',
    generatedAt: now.toISOString(),
    users,
    deposits: { pending: depPending, approved: depApproved },
    withdrawals: { pending: wdPending, approved: wdApproved },
    investments: { totalInvested: invested.amount, active },
    profitPaid: system.profitPaid,
    feeIncome: system.feeIncome,
    kycPending,
    openTickets,
    chart,
    profitEngine: { lastRunAt: lastRun, late, expectedEverySeconds: PROFIT_JOB_EVERY_MS / 1000 },
    onchain: (await watcherStates(q)).map((w) => ({
      methodName: w.methodName,
      chainId: w.chainId,
      lag: w.lag,
      error: w.error,
    })),
  };
}
