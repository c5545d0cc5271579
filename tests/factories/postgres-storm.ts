import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import pg from 'pg';
import { remote, type Remote } from './remote-api.ts';

/**
 * Helpers of tests/server/ops-postgres-storm.test.ts: where its PostgreSQL is, a database of its
 * own on it, a connection that ends every backend of that database on a beat, and a money client
 * that retries one Idempotency-Key until it hears a definitive answer.
 */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether something listens on host:port (a PostgreSQL for the storm when DATABASE_URL is not set). */
export function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = new Socket();
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1_000, () => done(false));
    s.once('error', () => done(false));
    s.connect(port, host, () => done(true));
  });
}

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

/** A fresh, empty database `name` on the server of `baseUrl`; returns its URL. */
export async function freshDatabase(baseUrl: string, name: string): Promise<string> {
  await withClient(baseUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withClient(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch(() => undefined);
}

/** Every `everyMs`, pg_terminate_backend() on every backend of database `name`, `rounds` times; resolves with the count per round. */
export async function terminateStorm(baseUrl: string, name: string, rounds: number, everyMs: number): Promise<number[]> {
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

export type KeyedOutcome = { status: number; attempts: number; answer: Remote | undefined };

/**
 * Sends one money request under one new key, again and again (same key, same body) while the
 * answer says nothing about the outcome (network error, 5xx, 409 in flight), until `deadline`.
 */
export async function keyedUntilAnswered(baseUrl: string, path: string, token: string, body: unknown, deadline: number): Promise<KeyedOutcome> {
  const key = randomUUID();
  for (let attempts = 1; ; attempts += 1) {
    const res = await remote(baseUrl, 'POST', path, { token, key, body }).catch(() => undefined);
    const undecided = !res || res.status >= 500 || (res.status === 409 && res.body.code === 'IDEMPOTENCY_IN_FLIGHT');
    if (!undecided) return { status: res.status, attempts, answer: res };
    if (Date.now() > deadline) return { status: res?.status ?? 0, attempts, answer: undefined };
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 100));
  }
}
