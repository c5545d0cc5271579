import { sql } from 'drizzle-orm';
import { DEFAULT_RETENTION_YEARS } from '../../../src/contract/account-data.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import type { Job } from '../../jobs/job.ts';
import type { Deps } from '../../lib/context.ts';

/** The setting that overrides DEFAULT_RETENTION_YEARS (a whole number of years, in the settings table). */
export const RETENTION_SETTING = 'closedAccountRetentionYears';

async function retentionYears(q: Queryable): Promise<number> {
  const [row] = await queryRows<{ years: unknown }>(
    q,
    sql`SELECT value AS years FROM settings WHERE key = ${RETENTION_SETTING}`,
  );
  const years = Number(row?.years);
  return Number.isInteger(years) && years >= 1 ? years : DEFAULT_RETENTION_YEARS;
}

/**
 * After the retention period, what a closed account still had is erased: its notifications,
 * tickets, sessions and sign-in history, KYC records, mail, and the files of its deposits. The
 * ledger and the amounts, references and dates of its deposits and withdrawals stay, under the
 * pseudonym, because the platform's books must still add up; they no longer identify anyone.
 */
export async function eraseExpiredClosedAccounts(deps: Pick<Deps, 'db' | 'now' | 'storage' | 'log'>): Promise<number> {
  const years = await retentionYears(deps.db);
  const before = new Date(deps.now());
  before.setUTCFullYear(before.getUTCFullYear() - years);
  const due = await queryRows<{ id: string }>(
    deps.db,
    sql`SELECT id FROM users WHERE closed_at < ${before.toISOString()}::timestamptz AND erased_at IS NULL ORDER BY closed_at LIMIT 100`,
  );
  // Past the period, a closed address is no longer recognised at sign-in either.
  await deps.db.execute(sql`DELETE FROM closed_logins WHERE closed_at < ${before.toISOString()}::timestamptz`);
  for (const { id } of due) {
    const files = await deps.db.transaction(async (tx) => {
      const proofs = await queryRows<{ key: string }>(
        tx,
        sql`UPDATE deposits d SET proof_key = NULL, proof_name = NULL, transaction_hash = NULL
          FROM (SELECT id, proof_key FROM deposits WHERE user_id = ${id} FOR UPDATE) old WHERE d.id = old.id RETURNING old.proof_key AS key`,
      );
      const attachments = await queryRows<{ key: string }>(
        tx,
        sql`SELECT m.attachment_key AS key FROM ticket_messages m JOIN tickets t ON t.id = m.ticket_id WHERE t.user_id = ${id} AND m.attachment_key IS NOT NULL`,
      );
      for (const table of [
        'notifications',
        'tickets',
        'user_sessions',
        'login_attempts',
        'known_devices',
        'kyc_submissions',
        'mail_outbox',
        'notification_preferences',
        'withdrawal_accounts',
        'account_exports',
      ]) {
        await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE user_id = ${id}`);
      }
      await tx.execute(
        sql`UPDATE withdrawals SET payout_reference = NULL, rejection_reason = NULL WHERE user_id = ${id}`,
      );
      await tx.execute(
        sql`UPDATE users SET erased_at = ${deps.now().toISOString()}::timestamptz WHERE id = ${id} AND erased_at IS NULL`,
      );
      return [...proofs, ...attachments]
        .map((r) => r.key)
        .filter((k): k is string => typeof k === 'string' && k !== '');
    });
    for (const key of files)
      await deps.storage
        .remove(key)
        .catch((err: unknown) => deps.log.warn('retention: file not removed', { error: String(err) }));
  }
  return due.length;
}

/** Daily (server/jobs/scheduler.ts). */
export const closedAccountRetentionJob: Job = {
  name: 'closed-account-retention',
  everyMs: 24 * 60 * 60 * 1000,
  run: async (deps) => void (await eraseExpiredClosedAccounts(deps)),
};
