import type pg from 'pg';

type Release = (err?: Error | boolean) => void;
type Connect = (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | undefined;

/**
 * Makes PostgreSQL ending a connection (pg_terminate_backend, a restart: 57P01) harmless to the
 * process and to the pool, whatever holds the connection at that moment:
 *
 * - Every client listens for 'error' for its whole life. pg-pool listens only while a client is
 *   idle; a client checked out between two statements of a transaction had no listener, and the
 *   unhandled 'error' event ended the process.
 * - A checked-out client whose connection dies goes back to the pool at once, as broken (the pool
 *   closes it and opens a new one on demand). drizzle's transaction() checks a client out and
 *   runs BEGIN before its try/finally: when BEGIN fails on a dead connection the client is never
 *   released, and after a few such failures every request waits for a connection that never comes.
 *   The holder's own release later is then a no-op instead of a double-release error.
 *
 * Only promise-style checkouts (`await pool.connect()`: transactions, migrations) are wrapped;
 * pool.query() checks out with a callback and handles a dying client itself.
 */
export function guardPool(pool: pg.Pool, report: (err: Error) => void): void {
  const holders = new WeakMap<pg.PoolClient, Release>();
  pool.on('connect', (client) =>
    client.on('error', (err) => {
      report(err);
      holders.get(client as pg.PoolClient)?.(err);
    }),
  );
  const connect = pool.connect.bind(pool) as Connect;
  const guarded: Connect = (callback) => {
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release;
      let released = false;
      const once: Release = (err) => {
        if (released) return;
        released = true;
        holders.delete(client);
        release(err);
      };
      client.release = once;
      holders.set(client, once);
      return client;
    });
  };
  (pool as unknown as { connect: Connect }).connect = guarded;
}
