import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { call, type ApiResponse } from '../setup/http.ts';

/**
 * Helpers of tests/server/ops-postgres-storm.test.ts: where its PostgreSQL is, a database of its
 * own on it (tests/setup/databases.ts), a connection that ends every backend of that database on a beat, and a money client
 * that retries one Idempotency-Key until it hears a definitive answer.
 */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `run` with a short-lived client on `url`. */
export async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every `everyMs`, pg_terminate_backend() on every backend of database `name`, `rounds` times; resolves with the count per round. */
export async function terminateStorm(
  baseUrl: string,
  name: string,
  rounds: number,
  everyMs: number,
): Promise<number[]> {
  return withClient(baseUrl, async (c) => {
    const ended: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      await new Promise((r) => setTimeout(r, everyMs));
      const { rows } = await c.query<{ n: string }>(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      ended.push(Number(rows[0]?.n ?? 0));
    }
    return ended;
  });
}

export type KeyedOutcome = { status: number; attempts: number; answer: ApiResponse | undefined };

/**
 * Sends one money request under one new key, again and again (same key, same body) while the
 * answer says nothing about the outcome (network error, 5xx, 409 in flight), until `deadline`.
 */
export async function keyedUntilAnswered(
  baseUrl: string,
  path: string,
  token: string,
  body: unknown,
  deadline: number,
): Promise<KeyedOutcome> {
  const key = randomUUID();
  for (let attempts = 1; ; attempts += 1) {
    const res = await call(baseUrl, 'POST', path, { token, key, body });
    // Status 0: no answer at all (the connection was refused or cut).
    const undecided =
      res.status === 0 || res.status >= 500 || (res.status === 409 && res.body.code === 'IDEMPOTENCY_IN_FLIGHT');
    if (!undecided) return { status: res.status, attempts, answer: res };
    if (Date.now() > deadline) return { status: res.status, attempts, answer: undefined };
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 100));
  }
}
