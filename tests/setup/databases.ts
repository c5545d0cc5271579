import pg from 'pg';

/** Runs `statements` one by one on the server of `baseUrl` (through the database it names). */
async function onServer(baseUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `baseUrl`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A brand-new, empty PostgreSQL database `name` next to the one `baseUrl` names (an old one of
 * that name is dropped first, its sessions ended); answers its URL. The one place tests create
 * databases: the harness's per-worker database, the conservation run, the load balancer and
 * ledger-damage tests.
 */
export async function createDatabase(baseUrl: string, name: string): Promise<string> {
  await onServer(baseUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
  return databaseUrl(baseUrl, name);
}

/** Drops database `name` (ending its sessions) on the server of `baseUrl`. */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await onServer(baseUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
}
