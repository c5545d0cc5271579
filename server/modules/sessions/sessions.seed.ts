import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';

/**
 * Session rows for users signed in without a sign-in request (benchmarks, load tests seeding
 * thousands of investors): one INSERT … SELECT, the device shown as "Seeded". Returns each user's
 * session id, to sign their token with (`sid`). A seeded session counts as stepped up for its whole
 * life (stepped_up_at is its expiry): a load test measures sends, not the password prompt an
 * investor without two-factor answers before paying someone new.
 */
export async function seedSessions(
  q: Queryable,
  users: Array<{ id: string; tv: number }>,
  ttlSeconds: number,
  at = new Date(),
): Promise<Map<string, string>> {
  if (users.length === 0) return new Map();
  const expires = new Date(at.getTime() + ttlSeconds * 1000);
  const rows = await queryRows<{ id: string; user_id: string }>(
    q,
    sql`INSERT INTO user_sessions (user_id, token_version, method, device_key, browser, os, platform, ip_address, place, created_at, last_seen_at, expires_at, stepped_up_at)
      SELECT u.id, u.tv, 'seed', 'seed', 'Seeded', 'Seeded', 'unknown', 'local', 'Local network', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz
      FROM unnest(${`{${users.map((u) => u.id).join(',')}}`}::uuid[], ${`{${users.map((u) => u.tv).join(',')}}`}::int[]) AS u(id, tv)
      RETURNING id, user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, r.id]));
}
