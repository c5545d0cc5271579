import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';

type CodeRow = { code: string; updated_at: Date | string };

/** The user's code and when it was set, or undefined before they chose one. */
export async function readCode(q: Queryable, userId: string): Promise<CodeRow | undefined> {
  const rows = await queryRows<CodeRow>(
    q,
    sql`SELECT code, updated_at FROM anti_phishing_codes WHERE user_id = ${userId}`,
  );
  return rows[0];
}

/**
 * The code of the person a mail goes to: by the outbox row's user, else by its address (mail queued
 * by address alone, e.g. a sign-in alert to the account's e-mail).
 */
export async function codeForRecipient(q: Queryable, userId: string | null, to: string): Promise<string | undefined> {
  const rows = await queryRows<{ code: string }>(
    q,
    userId
      ? sql`SELECT code FROM anti_phishing_codes WHERE user_id = ${userId}`
      : sql`SELECT a.code FROM anti_phishing_codes a JOIN users u ON u.id = a.user_id WHERE lower(u.email) = lower(${to}) LIMIT 1`,
  );
  return rows[0]?.code;
}

export async function saveCode(q: Queryable, userId: string, code: string, at: Date): Promise<void> {
  await q.execute(
    sql`INSERT INTO anti_phishing_codes (user_id, code, updated_at) VALUES (${userId}, ${code}, ${at.toISOString()}::timestamptz)
        ON CONFLICT (user_id) DO UPDATE SET code = EXCLUDED.code, updated_at = EXCLUDED.updated_at`,
  );
}
