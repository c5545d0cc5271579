import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { createApp } from '../../server/app.ts';
import { prepare } from '../../server/bootstrap.ts';
import { dumpPglite, restorePglite } from '../../server/db/backup.ts';
import { queryRows, type Db, type Queryable } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { loadEnv } from '../../server/env.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { verifyLedger, type VerifyReport } from '../../server/modules/ledger/ledger.verify.ts';
import { ADMIN } from '../setup/test-app.ts';
import { call } from '../setup/http.ts';
import { runCli } from '../setup/server-env.ts';
import { fundedUser, type Funded } from './money.ts';
import { loginAdmin } from './users.ts';

export type BackupCheck = { takenAtOp: number; bytes: number; transactions: number; report: VerifyReport };
export type BackupLoadResult = {
  ops: number;
  statuses: Record<string, number>;
  transactionsBefore: number;
  transactionsAfter: number;
  backups: BackupCheck[];
  cli: { backup: string; restore: string; status: number | null };
};

const count = async (q: Queryable) =>
  Number((await queryRows<{ n: number }>(q, sql`SELECT count(*)::int AS n FROM ledger_transactions`))[0]?.n ?? 0);
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/**
 * An embedded (PGlite) platform in a temp DATA_DIR under transfer and exchange load through the
 * app; backups are taken in the same process while requests are in flight, each is restored into
 * a fresh data directory and checked with verifyLedger. At the end the CLI's backup and restore
 * make the same round trip on the stopped database.
 */
export async function runBackupUnderLoad(opts: {
  users: number;
  ops: number;
  backups: number;
  inFlight: number;
}): Promise<BackupLoadResult> {
  // Every data directory made here is removed at the end (a PGlite directory is tens of MB).
  const made: string[] = [];
  const temp = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
  const dataDir = temp('backup-live-');
  const env = loadEnv({
    NODE_ENV: 'test',
    ADMIN_TWO_FACTOR: 'optional',
    DATA_DIR: dataDir,
    JWT_SECRET: 'backup-test-secret-backup-test-secret-0123',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DISABLE_JOBS: '1',
  });
  const { database, deps } = await prepare(env, createLogger(true));
  const app = createApp(deps);
  const backups: BackupCheck[] = [];
  const statuses: Record<string, number> = {};
  try {
    const admin = (await loginAdmin(app)).token;
    const people: Funded[] = [];
    for (let i = 0; i < opts.users; i += 1) people.push(await fundedUser(app, admin, 1000, 100));
    const transactionsBefore = await count(deps.db);
    const dumps: Array<{ at: number; bytes: Uint8Array<ArrayBuffer> }> = [];
    const every = Math.floor(opts.ops / (opts.backups + 1));
    let next = 0;
    const worker = async () => {
      while (next < opts.ops) {
        const i = next++;
        if (i > 0 && i % every === 0 && dumps.length < opts.backups) {
          // Taken while the other workers keep posting.
          const pglite = database.pglite;
          if (!pglite) throw new Error('not PGlite');
          dumps.push({ at: i, bytes: await dumpPglite(pglite) });
        }
        const from = pick(people);
        const amount = Math.round((1 + Math.random() * 40) * 100) / 100;
        const res =
          Math.random() < 0.6
            ? await call(app, 'POST', '/api/send-money-now', {
                token: from.token,
                body: {
                  sender_wallet_id: from.main.id,
                  recipient_email: pick(people.filter((p) => p !== from)).user.email,
                  amount,
                },
                headers: { 'Idempotency-Key': randomUUID() },
              })
            : await call(app, 'POST', '/api/wallet/wallet-exchange-now', {
                token: from.token,
                body:
                  Math.random() < 0.5
                    ? { from_wallet_id: from.main.id, to_wallet_id: from.profit.id, amount }
                    : { from_wallet_id: from.profit.id, to_wallet_id: from.main.id, amount },
                headers: { 'Idempotency-Key': randomUUID() },
              });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: opts.inFlight }, worker));
    const transactionsAfter = await count(deps.db);
    for (const dump of dumps) {
      const engine = await restorePglite(join(temp('backup-restored-'), 'pgdata'), dump.bytes);
      try {
        const db = drizzle(engine, { schema }) as unknown as Db;
        backups.push({
          takenAtOp: dump.at,
          bytes: dump.bytes.length,
          transactions: await count(db),
          report: await verifyLedger(db),
        });
      } finally {
        await engine.close();
      }
    }
    await database.close();
    const file = join(temp('backup-file-'), 'platform.tar.gz');
    const run = (args: string[], dir: string) =>
      runCli(args, { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'test' });
    const backup = await run(['backup', '--out', file], dataDir);
    writeFileSync(`${file}.log`, backup.stdout);
    const restore = await run(['restore', file], temp('backup-cli-restored-'));
    return {
      ops: opts.ops,
      statuses,
      transactionsBefore,
      transactionsAfter,
      backups,
      cli: { backup: backup.stdout + backup.stderr, restore: restore.stdout + restore.stderr, status: restore.code },
    };
  } finally {
    await database.close().catch(() => undefined);
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  }
}
