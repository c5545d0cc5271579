import type { DbTimeouts } from '../env.ts';

/** The defaults of DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS (server/env.ts). */
export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { statementMs: 30_000, lockMs: 10_000, idleInTransactionMs: 60_000 };

const settings = (t: DbTimeouts = DEFAULT_DB_TIMEOUTS): Array<[string, number]> => [
  // One heavy query cannot hold a connection (or the single embedded one) for ever.
  ['statement_timeout', t.statementMs],
  // A request waiting on a row another transaction holds gives up (503) instead of queueing behind it.
  ['lock_timeout', t.lockMs],
  // A transaction left open (a crashed handler, a forgotten BEGIN) is ended and its locks released.
  ['idle_in_transaction_session_timeout', t.idleInTransactionMs],
];

/** SET statements for a new session: every pooled PostgreSQL connection, and PGlite at open. */
export const timeoutStatements = (t?: DbTimeouts): string =>
  settings(t)
    .map(([name, ms]) => `SET ${name} = ${Math.trunc(ms)};`)
    .join(' ');
