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

/** PostgreSQL: startup options of every pooled connection ("-c name=value"). */
export const timeoutOptions = (t?: DbTimeouts): string => settings(t).map(([name, ms]) => `-c ${name}=${Math.trunc(ms)}`).join(' ');

/** PGlite: the same as SET statements at open. */
export const timeoutStatements = (t?: DbTimeouts): string => settings(t).map(([name, ms]) => `SET ${name} = ${Math.trunc(ms)};`).join(' ');
