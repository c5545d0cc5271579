import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client.ts';
import { SYSTEM_ACCOUNTS, type SystemAccountCode } from '../../server/modules/ledger/ledger.accounts.ts';
import { verifyLedger } from '../../server/modules/ledger/ledger.verify.ts';

export type Check = { name: string; ok: boolean; detail: string };
export type Ack = { kind: string; op: number; transactionId?: string; objectId?: string };

/** Every op's amount ends in its own index modulo TAG, so two ledger rows with one tag are one action paid twice. */
export const TAG = 50_000;

const n = (v: unknown) => Number(v ?? 0);
const one = async (db: Db, query: ReturnType<typeof sql>) =>
  (await queryRows<Record<string, unknown>>(db, query))[0] ?? {};
const money = (cents: number) => (cents / 100).toFixed(2);

async function systemBalances(db: Db): Promise<Record<SystemAccountCode, number>> {
  const rows = await queryRows<{ id: string; total: string }>(
    db,
    sql`SELECT w.id, coalesce(sum(e.amount_cents), 0) AS total FROM wallets w LEFT JOIN ledger_entries e ON e.wallet_id = w.id WHERE w.user_id IS NULL GROUP BY w.id`,
  );
  const byId = new Map(rows.map((r) => [r.id, n(r.total)]));
  return Object.fromEntries(Object.entries(SYSTEM_ACCOUNTS).map(([code, a]) => [code, byId.get(a.id) ?? 0])) as Record<
    SystemAccountCode,
    number
  >;
}

/**
 * The final audit. "Held for users" is every user wallet plus money parked in system accounts on
 * their behalf (investments_held, withdrawals_payable). It must equal approved deposits minus
 * withdrawals paid out (net of their charge) minus fees plus profit, badge bonuses and referral commissions, each read from its
 * own table (deposits, withdrawals, investment_profits, user_badges, referral_commissions), not
 * from the ledger; and each system account must equal the same table's figure.
 */
export async function conservationChecks(db: Db, acks: Ack[]): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  const report = await verifyLedger(db);
  add(
    'ledger:verify',
    report.ok,
    report.firstFailure
      ? `${report.firstFailure.name}: ${report.firstFailure.detail}`
      : report.checks.map((c) => c.detail).join('; '),
  );

  const neg = await one(
    db,
    sql`SELECT count(*) AS n, coalesce(min(balance_cents), 0) AS low FROM wallets WHERE user_id IS NOT NULL AND balance_cents < 0`,
  );
  add('no negative balance', n(neg.n) === 0, `${n(neg.n)} negative wallets`);

  const s = await systemBalances(db);
  const users = n(
    (await one(db, sql`SELECT coalesce(sum(balance_cents), 0) AS v FROM wallets WHERE user_id IS NOT NULL`)).v,
  );
  const d = await one(
    db,
    sql`SELECT coalesce(sum(amount_cents), 0) AS amount, coalesce(sum(charge_cents), 0) AS charge, count(*) AS n FROM deposits WHERE status = 'approved'`,
  );
  const w = await one(
    db,
    sql`SELECT coalesce(sum(amount_cents) FILTER (WHERE status = 'approved'), 0) AS paid, coalesce(sum(charge_cents) FILTER (WHERE status = 'approved'), 0) AS charge,
    coalesce(sum(amount_cents) FILTER (WHERE status = 'pending'), 0) AS pending, count(*) FILTER (WHERE status <> 'pending') AS settled FROM withdrawals`,
  );
  const profit = n((await one(db, sql`SELECT coalesce(sum(amount_cents), 0) AS v FROM investment_profits`)).v);
  const bonuses = n(
    (await one(db, sql`SELECT coalesce(sum(bonus_cents), 0) AS v FROM user_badges WHERE transaction_id IS NOT NULL`)).v,
  );
  const commissions = n((await one(db, sql`SELECT coalesce(sum(amount_cents), 0) AS v FROM referral_commissions`)).v);
  const active = n(
    (
      await one(
        db,
        // An active investment holds its principal (grown by compounding); one that ended keeps only what never comes back.
        sql`SELECT coalesce(sum(CASE WHEN status = 'active' THEN principal_cents WHEN NOT capital_back THEN amount_cents ELSE 0 END), 0) AS v FROM investments`,
      )
    ).v,
  );
  const moveFees = n(
    (
      await one(
        db,
        sql`SELECT coalesce(sum(charge_cents), 0) AS v FROM ledger_transactions WHERE type IN ('exchange', 'send_money', 'capital_back')`,
      )
    ).v,
  );
  const fees = n(d.charge) + n(w.charge) + moveFees;

  // The run must have paid each kind at all: two crashed engines would otherwise pass "no period paid twice".
  const capitalBack = n(
    (await one(db, sql`SELECT count(*) AS v FROM ledger_transactions WHERE type = 'capital_back'`)).v,
  );
  add(
    'profit, capital back, referral commissions and badge bonuses were paid',
    profit > 0 && capitalBack > 0 && commissions > 0 && bonuses > 0,
    `profit ${money(profit)}, ${capitalBack} capital returns, commissions ${money(commissions)}, bonuses ${money(bonuses)}`,
  );

  const held = users + s.investments_held + s.withdrawals_payable;
  // What left the platform is the payout net of its charge; the charge stays as a fee.
  const paidOut = n(w.paid) - n(w.charge);
  const expected = n(d.amount) - paidOut - fees + profit + bonuses + commissions;
  add(
    'held for users = deposits - withdrawals paid out - fees + profit + bonuses + commissions',
    held === expected && s.admin_adjustments === 0,
    `${money(held)} held (wallets ${money(users)} + invested ${money(s.investments_held)} + payable ${money(s.withdrawals_payable)}) vs ${money(n(d.amount))} - ${money(paidOut)} - ${money(fees)} + ${money(profit)} + ${money(bonuses)} + ${money(commissions)} = ${money(expected)}`,
  );
  const pairs: Array<[string, number, number]> = [
    [
      'deposits_clearing = -(approved deposits) + paid withdrawals net',
      s.deposits_clearing,
      -n(d.amount) + n(w.paid) - n(w.charge),
    ],
    ['withdrawals_payable = pending withdrawals', s.withdrawals_payable, n(w.pending)],
    ['investments_held = active investments', s.investments_held, active],
    ['profit_paid = -(investment_profits)', s.profit_paid, -profit],
    ['bonuses_paid = -(badge bonuses)', s.bonuses_paid, -bonuses],
    ['referrals_paid = -(referral_commissions)', s.referrals_paid, -commissions],
    ['fees_earned = deposit + withdrawal + exchange + transfer charges + early-exit penalties', s.fees_earned, fees],
  ];
  for (const [name, ledger, table] of pairs)
    add(name, ledger === table, `ledger ${money(ledger)}, tables ${money(table)}`);

  const dup = async (name: string, query: ReturnType<typeof sql>) => {
    const rows = await queryRows<Record<string, unknown>>(db, query);
    add(name, rows.length === 0, rows.length ? `duplicates: ${JSON.stringify(rows.slice(0, 3))}` : 'none');
  };
  await dup(
    'no profit period paid twice',
    sql`SELECT investment_id, period_number, count(*) FROM investment_profits GROUP BY 1, 2 HAVING count(*) > 1`,
  );
  await dup(
    'investments count the periods they were paid',
    sql`SELECT i.id FROM investments i LEFT JOIN investment_profits p ON p.investment_id = i.id GROUP BY i.id, i.periods_paid, i.profit_paid_cents
    HAVING count(p.id) <> i.periods_paid OR coalesce(sum(p.amount_cents), 0) <> i.profit_paid_cents`,
  );
  await dup(
    'one ledger profit per paid period',
    sql`SELECT metadata->>'investmentId', metadata->>'period', count(*) FROM ledger_transactions WHERE type = 'profit' GROUP BY 1, 2 HAVING count(*) > 1`,
  );
  await dup(
    'no referral commission paid twice',
    sql`SELECT source_kind, source_id, level, count(*) FROM referral_commissions GROUP BY 1, 2, 3 HAVING count(*) > 1`,
  );
  await dup(
    'no badge bonus paid twice',
    sql`SELECT user_id, metadata->>'badgeId', count(*) FROM ledger_transactions WHERE type = 'bonus' GROUP BY 1, 2 HAVING count(*) > 1`,
  );
  await dup(
    'no capital returned twice',
    sql`SELECT metadata->>'investmentId', count(*) FROM ledger_transactions WHERE type = 'capital_back' GROUP BY 1 HAVING count(*) > 1`,
  );
  await dup(
    'no deposit credited twice',
    sql`SELECT metadata->>'depositId', count(*) FROM ledger_transactions WHERE type = 'deposit' GROUP BY 1 HAVING count(*) > 1`,
  );
  await dup(
    'no withdrawal settled twice',
    sql`SELECT metadata->>'withdrawalId', count(*) FROM ledger_transactions WHERE metadata->>'settlement' IS NOT NULL GROUP BY 1 HAVING count(*) > 1`,
  );
  await dup(
    'no retried action applied twice (unique amount tags)',
    sql`SELECT type, amount_cents % ${TAG} AS tag, count(*) FROM ledger_transactions
    WHERE user_id IS NOT NULL AND type IN ('exchange', 'send_money', 'investment', 'withdraw') GROUP BY 1, 2 HAVING count(*) > 1`,
  );
  const counts = await one(
    db,
    sql`SELECT (SELECT count(*) FROM ledger_transactions WHERE type = 'profit') AS lp, (SELECT count(*) FROM investment_profits) AS ip,
    (SELECT count(*) FROM ledger_transactions WHERE type = 'referral') AS lr, (SELECT count(*) FROM referral_commissions) AS rc,
    (SELECT count(*) FROM ledger_transactions WHERE type = 'deposit') AS ld, (SELECT count(*) FROM ledger_transactions WHERE metadata->>'settlement' IS NOT NULL) AS ls`,
  );
  add(
    'ledger rows match their tables',
    n(counts.lp) === n(counts.ip) &&
      n(counts.lr) === n(counts.rc) &&
      n(counts.ld) === n(d.n) &&
      n(counts.ls) === n(w.settled),
    `profit ${n(counts.lp)}/${n(counts.ip)}, referral ${n(counts.lr)}/${n(counts.rc)}, deposits ${n(counts.ld)}/${n(d.n)}, settlements ${n(counts.ls)}/${n(w.settled)}`,
  );

  await ackChecks(db, acks, add);
  return checks;
}

/** Every operation a server acknowledged (2xx) is in the database with its ledger transaction. */
async function ackChecks(db: Db, acks: Ack[], add: (name: string, ok: boolean, detail: string) => void) {
  const ids = (kind: string, field: 'transactionId' | 'objectId') =>
    acks.filter((a) => a.kind === kind).map((a) => a[field] ?? '');
  const missing: string[] = [];
  const probe = async (label: string, list: string[], query: (list: string[]) => ReturnType<typeof sql>) => {
    if (!list.length) return;
    const found = n((await one(db, query(list))).n);
    if (found !== list.length) missing.push(`${label}: ${list.length - found} of ${list.length}`);
  };
  const arr = (list: string[]) => `{${list.join(',')}}`;
  const txIds = acks.map((a) => a.transactionId).filter((x): x is string => Boolean(x));
  await probe(
    'ledger transactions',
    txIds,
    (l) => sql`SELECT count(*) AS n FROM ledger_transactions WHERE id = ANY(${arr(l)}::uuid[])`,
  );
  await probe(
    'deposits created',
    ids('deposit', 'objectId'),
    (l) => sql`SELECT count(*) AS n FROM deposits WHERE id = ANY(${arr(l)}::uuid[])`,
  );
  await probe(
    'deposits approved',
    ids('approve-deposit', 'objectId'),
    (l) =>
      sql`SELECT count(*) AS n FROM deposits d JOIN ledger_transactions t ON t.id = d.ledger_transaction_id WHERE d.status = 'approved' AND d.id = ANY(${arr(l)}::uuid[])`,
  );
  await probe(
    'deposits rejected',
    ids('reject-deposit', 'objectId'),
    (l) => sql`SELECT count(*) AS n FROM deposits WHERE status = 'rejected' AND id = ANY(${arr(l)}::uuid[])`,
  );
  await probe(
    'investments',
    ids('invest', 'objectId'),
    (l) =>
      sql`SELECT count(*) AS n FROM investments i JOIN ledger_transactions t ON t.id = i.transaction_id WHERE i.id = ANY(${arr(l)}::uuid[])`,
  );
  await probe(
    'withdrawals requested',
    ids('withdraw', 'objectId'),
    (l) => sql`SELECT count(*) AS n FROM withdrawals WHERE id = ANY(${arr(l)}::uuid[])`,
  );
  for (const [kind, status] of [
    ['approve-withdrawal', 'approved'],
    ['reject-withdrawal', 'rejected'],
  ] as const) {
    await probe(
      `withdrawals ${status}`,
      ids(kind, 'objectId'),
      (l) =>
        sql`SELECT count(*) AS n FROM withdrawals w JOIN ledger_transactions t ON t.id = w.settle_transaction_id WHERE w.status = ${status} AND w.id = ANY(${arr(l)}::uuid[])`,
    );
  }
  add(
    'every acknowledged operation is in the ledger',
    missing.length === 0,
    missing.length ? missing.join('; ') : `${acks.length} acknowledged operations found`,
  );
}
