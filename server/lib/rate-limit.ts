import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Counts one hit on `key` in a fixed window kept in the database (shared by all processes) and
 * throws 429 once `limit` is passed.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  message: string,
): Promise<void> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
        RETURNING count`,
  );
  const count = Number(rows[0]?.count ?? 0);
  if (count > limit) throw tooManyRequests(message);
}
