import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';

type Row = Record<string, unknown>;

/**
 * Every list of the export, as the query that reads it for one user. Secrets (password hashes,
 * token hashes, two-factor secrets, push keys) are never selected: the export is the user's data,
 * not their keys.
 */
const LISTS: Record<string, (userId: string) => SQL> = {
  profile: (u) =>
    sql`SELECT id, username, email, first_name, last_name, phone, country, avatar, email_verified_at, referral_code, language, created_at FROM users WHERE id = ${u}`,
  wallets: (u) => sql`SELECT id, type, name, currency, balance_cents FROM wallets WHERE user_id = ${u} ORDER BY type`,
  // One row per movement of the user's wallets: summed per wallet they give its balance.
  transactions: (
    u,
  ) => sql`SELECT t.id AS transaction_id, t.reference, t.type, t.description, t.status, t.created_at, e.wallet_id, w.type AS wallet_type, e.amount_cents
      FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE w.user_id = ${u} ORDER BY e.id`,
  deposits: (u) =>
    sql`SELECT id, reference, method_name, kind, currency, amount_cents, charge_cents, transaction_hash, proof_name, status, rejection_reason, reviewed_at, created_at FROM deposits WHERE user_id = ${u} ORDER BY created_at`,
  withdrawals: (u) =>
    sql`SELECT id, reference, method_name, currency, account_name, details, amount_cents, charge_cents, status, rejection_reason, payout_reference, reviewed_at, created_at FROM withdrawals WHERE user_id = ${u} ORDER BY created_at`,
  payout_accounts: (u) =>
    sql`SELECT id, method_id, name, details, details_changed_at, created_at FROM withdrawal_accounts WHERE user_id = ${u} ORDER BY created_at`,
  investments: (u) =>
    sql`SELECT id, schema_name, amount_cents, principal_cents, source_wallet, return_type, return_value, interval_hours, periods, capital_back, reinvest_profit, at_maturity, status, periods_paid, profit_paid_cents, next_profit_at, exit_penalty_cents, exited_at, renewed_from_id, created_at, completed_at FROM investments WHERE user_id = ${u} ORDER BY created_at`,
  recurring_plans: (u) =>
    sql`SELECT p.id, s.name AS schema_name, p.amount_cents, p.wallet_type, p.every, p.next_run_at, p.status, p.skipped_in_row, p.paused_reason, p.created_at FROM recurring_plans p JOIN investment_schemas s ON s.id = p.schema_id WHERE p.user_id = ${u} ORDER BY p.created_at`,
  recurring_runs: (u) =>
    sql`SELECT plan_id, due_at, outcome, reason, investment_id, amount_cents, ran_at FROM recurring_runs WHERE user_id = ${u} ORDER BY ran_at`,
  alerts: (u) =>
    sql`SELECT id, kind, symbol, direction, level_cents, level_rate, triggered, triggered_at, created_at FROM alert_levels WHERE user_id = ${u} ORDER BY created_at`,
  investment_periods: (u) =>
    sql`SELECT investment_id, period_number, amount_cents, due_at, paid_at, transaction_id FROM investment_profits WHERE user_id = ${u} ORDER BY investment_id, period_number`,
  referrals: (u) =>
    sql`SELECT r.username AS referred_username, r.created_at AS joined_at FROM users r WHERE r.referred_by = ${u} ORDER BY r.created_at`,
  referral_commissions: (u) =>
    sql`SELECT level, source_kind, source_amount_cents, percent_basis_points, amount_cents, transaction_id, created_at FROM referral_commissions WHERE user_id = ${u} ORDER BY created_at`,
  tickets: (u) =>
    sql`SELECT id, subject, priority, status, closed_at, created_at FROM tickets WHERE user_id = ${u} ORDER BY created_at`,
  ticket_messages: (u) =>
    sql`SELECT m.ticket_id, m.author_role, m.body, m.attachment_name, m.created_at FROM ticket_messages m JOIN tickets t ON t.id = m.ticket_id WHERE t.user_id = ${u} ORDER BY m.created_at`,
  notifications: (u) =>
    sql`SELECT id, message, link, category, is_read, created_at FROM notifications WHERE user_id = ${u} ORDER BY created_at`,
  sessions: (u) =>
    sql`SELECT id, method, browser, os, platform, ip_address, place, created_at, last_seen_at, expires_at, revoked_at FROM user_sessions WHERE user_id = ${u} ORDER BY created_at`,
  sign_in_history: (u) =>
    sql`SELECT success, reason, method, browser, os, platform, ip_address, place, created_at FROM login_attempts WHERE user_id = ${u} ORDER BY created_at`,
  security_events: (u) =>
    sql`SELECT action, target_type, reason, client_address, created_at FROM audit_log WHERE actor_id = ${u} OR (target_type = 'user' AND target_id = ${u}) ORDER BY created_at`,
  kyc: (u) =>
    sql`SELECT id, status, id_type, id_number, address, city, state, zip_code, address_country, first_name, last_name, phone, country, document_key, document_name, document_mime, rejection_reason, reviewed_at, created_at FROM kyc_submissions WHERE user_id = ${u} ORDER BY created_at`,
};

export type ExportLists = Record<string, Row[]>;

/** Every list, read in one repeatable-read transaction so the lists agree with each other. */
export async function readExportLists(q: Queryable, userId: string): Promise<ExportLists> {
  return q.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    const out: ExportLists = {};
    for (const [name, query] of Object.entries(LISTS)) out[name] = await queryRows<Row>(tx, query(userId));
    return out;
  });
}
