import { createMoneyEvents } from '../../server/lib/money-events.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp, type App } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { ensureFirstAdmin } from '../../server/db/seed.ts';
import { seedPlatform } from '../../server/db/seed-platform.ts';
import { loadEnv } from '../../server/env.ts';
import type { Deps } from '../../server/lib/context.ts';
import { settleBackground } from '../../server/lib/background.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { createMailer } from '../../server/lib/mailer.ts';
import { wireModules } from '../../server/modules/wiring.ts';
import { createDiskStorage } from '../../server/lib/uploads.ts';
import { enforceDocument } from './openapi-conformance.ts';
import { createDatabase } from './databases.ts';
import { seedAdminTwoFactor } from './admin-totp.ts';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

export type TestContext = { app: App; deps: Deps; database: Database; clock: { offsetMs: number } };

let shared: Promise<TestContext> | undefined;

/** A fresh database per worker: PGlite in memory, or a new database on the server named by DATABASE_URL. */
async function databaseUrlForWorker(): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  // TEST_DB_PREFIX keeps checkouts that test side by side on one server out of each other's databases.
  const name = `${process.env.TEST_DB_PREFIX ?? 'wallet_test'}_w${process.env.VITEST_POOL_ID ?? '0'}`;
  return createDatabase(base, name);
}

async function build(): Promise<TestContext> {
  const databaseUrl = await databaseUrlForWorker();
  const env = loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: 'memory://',
    APP_URL: 'http://app.test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // As production runs: admins must have two-factor, and the seeded admin has it (admin-totp.ts; TEST_ADMIN_TWO_FACTOR=optional turns it off).
    ADMIN_TWO_FACTOR: process.env.TEST_ADMIN_TWO_FACTOR ?? 'required',
    DATABASE_URL: databaseUrl,
    DB_POOL_MAX: '20',
    // The local chain node of the on-chain tests listens on loopback, as a self-hosted node would.
    ONCHAIN_RPC_ALLOW_PRIVATE: '1',
  });
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', poolMax: 20 });
  await database.migrate();
  const log = createLogger(true);
  const clock = { offsetMs: 0 };
  const deps: Deps = {
    env,
    db: database.db,
    log,
    mailer: createMailer({ smtpUrl: undefined, from: env.mailFrom, log }),
    now: () => new Date(Date.now() + clock.offsetMs),
    storage: createDiskStorage(mkdtempSync(join(tmpdir(), 'uploads-'))),
    events: createMoneyEvents(),
  };
  wireModules(deps);
  // Every answer a server test receives is checked against the OpenAPI document (status, body, headers).
  return { app: enforceDocument(createApp(deps)), deps, database, clock };
}

/** The worker's context when one was built, without building one. */
export const builtTestContext = (): Promise<TestContext> | undefined => shared;

export function getTestContext(): Promise<TestContext> {
  shared ??= build();
  return shared;
}

/** Empties every table and seeds first-start data again, so each test starts from a new install. */
export async function resetDatabase(opts: { productDefaults?: boolean } = {}): Promise<TestContext> {
  const ctx = await getTestContext();
  // The previous test's background writes (session touches, outbox drains, key purges) finish,
  // and its pending nudges are cancelled, before the TRUNCATE: one of them holding a table the
  // TRUNCATE needs while waiting for one it already took was a deadlock (40P01) on PostgreSQL.
  await settleBackground();
  ctx.clock.offsetMs = 0;
  const rows = (await ctx.deps.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const names = rows.rows.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await ctx.deps.db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
  await seedPlatform(ctx.deps);
  await ensureFirstAdmin(ctx.deps);
  if (ctx.deps.env.adminTwoFactorRequired) await seedAdminTwoFactor(ctx);
  if (!opts.productDefaults) await relaxWithdrawalProtection(ctx);
  return ctx;
}

/**
 * Server tests start with withdrawal protection off (no cooling-off, no four-eyes): most suites
 * add an account and withdraw, or fund a user with more than the threshold, in one breath. The product's
 * defaults are 24 hours and 1,000.00. `resetDatabase({ productDefaults: true })` keeps them, as the
 * protection's own suites and the settings suite do.
 */
async function relaxWithdrawalProtection(ctx: TestContext): Promise<void> {
  await ctx.deps.db.execute(
    sql`INSERT INTO settings (key, value) VALUES ('withdrawalCoolingOffHours', '0'::jsonb), ('fourEyesThreshold', '0'::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
  );
}

export async function closeTestDatabase(): Promise<void> {
  if (!shared) return;
  const ctx = await shared;
  shared = undefined;
  await settleBackground();
  await ctx.database.close();
}
