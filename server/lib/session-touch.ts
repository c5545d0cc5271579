import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userSessions } from '../db/schema-sessions.ts';
import type { Deps } from './context.ts';
import { laterInBackground } from './background.ts';

const MINUTE_MS = 60_000;
/** Sessions this process wrote lately; cleared whole when full (a few extra writes, never unbounded memory). */
const REMEMBERED_MAX = 50_000;

/**
 * "Last seen" of a session without a write per request: a session is written only when the row the
 * auth check just read is more than a minute old and this process has not written it in that
 * minute; the sessions due in one turn of the event loop share one UPDATE, off the request's path
 * (the answer never waits for it). The UPDATE's own condition keeps several processes from writing
 * the same minute twice. send_money_request() does the same inside its statement (server/db/functions/send_money_request.sql).
 */
export function createSessionToucher(db: Db, clock: Pick<Deps, 'now'> & Partial<Pick<Deps, 'log'>>) {
  const written = new Map<string, number>();
  let due: Set<string> | undefined;

  const flush = (ids: string[]) => {
    const at = clock.now();
    return db
      .update(userSessions)
      .set({ lastSeenAt: at })
      .where(and(inArray(userSessions.id, ids), lt(userSessions.lastSeenAt, new Date(at.getTime() - MINUTE_MS))))
      .then(
        () => undefined,
        (err: unknown) => clock.log?.warn('session last-seen not written', { err: String(err) }),
      );
  };

  return (row: { sid: string; lastSeenAt: Date }): void => {
    const now = clock.now().getTime();
    if (now - row.lastSeenAt.getTime() < MINUTE_MS) return;
    const mine = written.get(row.sid);
    if (mine !== undefined && now - mine < MINUTE_MS) return;
    if (written.size >= REMEMBERED_MAX) written.clear();
    written.set(row.sid, now);
    if (!due) {
      const batch = new Set<string>();
      due = batch;
      // Tracked (background.ts) so a shutdown or a test's database reset waits for the write.
      laterInBackground(0, () => {
        if (due === batch) due = undefined;
        return flush([...batch]);
      });
    }
    due.add(row.sid);
  };
}
