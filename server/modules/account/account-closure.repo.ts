import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';

/** What still ties an account to money: closure waits until each is empty. */
export type Leftover = {
  kind: 'wallet' | 'investment' | 'deposit' | 'withdrawal';
  id: string;
  label: string;
  amountCents: number;
};

export async function leftovers(q: Queryable, userId: string): Promise<Leftover[]> {
  return queryRows<Leftover>(
    q,
    sql`SELECT 'wallet' AS kind, id::text, name AS label, balance_cents::bigint::float8 AS "amountCents" FROM wallets WHERE user_id = ${userId} AND balance_cents <> 0
        UNION ALL SELECT 'investment', id::text, schema_name, amount_cents::float8 FROM investments WHERE user_id = ${userId} AND status = 'active'
        UNION ALL SELECT 'deposit', id::text, reference, amount_cents::float8 FROM deposits WHERE user_id = ${userId} AND status = 'pending'
        UNION ALL SELECT 'withdrawal', id::text, reference, amount_cents::float8 FROM withdrawals WHERE user_id = ${userId} AND status = 'pending'`,
  );
}

export type PersonalData = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string;
};

/** Locks the user row (closure and a money request cannot cross) and reads what will be erased. */
export async function lockOpenUser(q: Queryable, userId: string): Promise<PersonalData | undefined> {
  const [row] = await queryRows<PersonalData>(
    q,
    sql`SELECT email, username, first_name AS "firstName", last_name AS "lastName", phone, password_hash AS "passwordHash" FROM users WHERE id = ${userId} AND closed_at IS NULL FOR UPDATE`,
  );
  return row;
}

export const loginHash = (login: string) => createHash('sha256').update(login.trim().toLowerCase()).digest('hex');
export const pseudonymOf = (userId: string) => `Closed account ${userId.replace(/-/g, '').slice(0, 4).toUpperCase()}`;

/** Storage keys of the user's KYC documents and exports: removed from storage after the commit. */
export async function personalFileKeys(q: Queryable, userId: string): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    q,
    sql`SELECT document_key AS key FROM kyc_submissions WHERE user_id = ${userId} AND document_key <> ''
        UNION SELECT file_key FROM account_exports WHERE user_id = ${userId} AND file_key IS NOT NULL`,
  );
  return rows.map((r) => r.key);
}

/**
 * Replaces the personal data of one account by its pseudonym, in the user row and in the rows that
 * are its own (KYC, payout accounts, sessions, push). The ledger and the money records keep their
 * amounts and references.
 */
export async function erasePersonalData(q: Queryable, userId: string, data: PersonalData, at: Date): Promise<void> {
  const pseudonym = pseudonymOf(userId);
  const compact = userId.replace(/-/g, '');
  await q.execute(sql`UPDATE users SET email = ${`closed-${compact}@closed.invalid`}, username = ${`closed-${compact}`},
      first_name = 'Closed account', last_name = ${pseudonym.slice(-4)}, phone = '', country = '', avatar = NULL,
      password_hash = ${`closed:${randomBytes(16).toString('hex')}`}, token_version = token_version + 1,
      closed_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz WHERE id = ${userId}`);
  for (const login of [data.email, data.username]) {
    await q.execute(sql`INSERT INTO closed_logins (login_hash, password_hash, closed_at) VALUES (${loginHash(login)}, ${data.passwordHash}, ${at.toISOString()}::timestamptz)
        ON CONFLICT (login_hash) DO UPDATE SET password_hash = EXCLUDED.password_hash, closed_at = EXCLUDED.closed_at`);
  }
  await q.execute(
    sql`UPDATE user_sessions SET revoked_at = ${at.toISOString()}::timestamptz, revoked_reason = 'account_closed' WHERE user_id = ${userId} AND revoked_at IS NULL`,
  );
  await q.execute(sql`DELETE FROM push_subscriptions WHERE user_id = ${userId}`);
  await q.execute(sql`DELETE FROM auth_tokens WHERE user_id = ${userId}`);
  await q.execute(sql`DELETE FROM account_exports WHERE user_id = ${userId}`);
  await q.execute(sql`UPDATE kyc_submissions SET id_number = '', address = '', city = '', state = '', zip_code = '', first_name = 'Closed account',
      last_name = ${pseudonym.slice(-4)}, phone = '', document_key = '', document_name = '' WHERE user_id = ${userId}`);
  await q.execute(
    sql`UPDATE withdrawal_accounts SET name = ${pseudonym}, details = '{}'::jsonb WHERE user_id = ${userId}`,
  );
  await q.execute(
    sql`UPDATE withdrawals SET account_name = ${pseudonym}, details = '{}'::jsonb WHERE user_id = ${userId}`,
  );
  await q.execute(sql`UPDATE login_attempts SET account = '' WHERE user_id = ${userId}`);
  await scrubEverywhere(q, data, pseudonym);
}

/**
 * The name, e-mail, username and phone may have been copied into free text anywhere (a transfer's
 * party label, a mail in the outbox, an audit entry, a ticket): every text and JSON column of every
 * table is searched and each copy replaced by the pseudonym.
 */
async function scrubEverywhere(q: Queryable, data: PersonalData, pseudonym: string): Promise<void> {
  const needles = [
    data.email,
    data.username,
    `${data.firstName} ${data.lastName}`,
    data.firstName,
    data.lastName,
    data.phone,
  ]
    .filter((s) => s.trim().length >= 3)
    .sort((a, b) => b.length - a.length);
  const columns = await queryRows<{ table: string; column: string; type: string }>(
    q,
    sql`SELECT table_name AS "table", column_name AS "column", data_type AS type FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb') AND table_name <> 'closed_logins'`,
  );
  const pattern = needles.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  for (const { table, column, type } of columns) {
    const text = type === 'jsonb' ? sql`${sql.identifier(column)}::text` : sql`${sql.identifier(column)}`;
    const next = sql`regexp_replace(${text}, ${pattern}, ${pseudonym}, 'gi')`;
    await q.execute(
      sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${type === 'jsonb' ? sql`(${next})::jsonb` : next} WHERE ${text} ~* ${pattern}`,
    );
  }
}
