import pg from 'pg';

/** True when a PostgreSQL server answers at `baseUrl` (the bench skips its PostgreSQL figures otherwise). */
export async function pgReachable(baseUrl: string | undefined): Promise<boolean> {
  if (!baseUrl) return false;
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const urlFor = (baseUrl: string, name: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A fresh, empty database on the same server; returns its URL. Names are fixed so a crashed run's leftovers are replaced. */
export async function createScratchDb(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return urlFor(baseUrl, name);
}

export async function dropScratchDb(baseUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export async function databaseExists(baseUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const r = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return (r.rowCount ?? 0) > 0;
  } finally {
    await admin.end();
  }
}
