import { lt, or } from 'drizzle-orm';
import { loginAttempts, userSessions } from '../../db/schema-sessions.ts';
import type { Job } from '../../jobs/job.ts';
import type { Deps } from '../../lib/context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ended sessions are kept a month (who was signed in where, for support), then dropped. */
export const ENDED_SESSION_DAYS = 30;
/** Login history covers a year. */
export const LOGIN_HISTORY_DAYS = 365;

/**
 * Keeps the session and login-history tables bounded: sessions ended (expired or revoked) more
 * than a month ago and attempts older than a year are deleted. A deleted session's token is
 * refused like a revoked one (no row, 401), so this never lets a token back in. Known devices
 * stay (one small row per device a user ever used).
 */
export async function purgeOldSessions(
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<{ sessions: number; attempts: number }> {
  const at = deps.now().getTime();
  const endedBefore = new Date(at - ENDED_SESSION_DAYS * DAY_MS);
  const sessions = await deps.db
    .delete(userSessions)
    .where(or(lt(userSessions.expiresAt, endedBefore), lt(userSessions.revokedAt, endedBefore)))
    .returning({ id: userSessions.id });
  const attempts = await deps.db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(at - LOGIN_HISTORY_DAYS * DAY_MS)))
    .returning({ id: loginAttempts.id });
  return { sessions: sessions.length, attempts: attempts.length };
}

/** The hourly job (server/jobs/scheduler.ts). */
export const sessionRetentionJob: Job = {
  name: 'session-retention',
  everyMs: 60 * 60 * 1000,
  run: async (deps: Deps) => void (await purgeOldSessions(deps)),
};
