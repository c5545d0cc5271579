import { openDatabase } from './db/client.ts';
import { EnvError, loadEnv } from './env.ts';
import { verifyLedger } from './modules/ledger/ledger.verify.ts';
import { prepare } from './bootstrap.ts';
import { distributeProfits } from './jobs/profit-engine.ts';
import { backupCommand, restoreCommand } from './backup-cli.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

/** `ledger:verify`: checks the live database named by DATA_DIR / DATABASE_URL; exit 1 names the first broken invariant. */
async function ledgerVerify(): Promise<number> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, poolMax: 2 });
  try {
    const report = await verifyLedger(database.db);
    out(`ledger:verify on ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.dataDir}`}`);
    for (const c of report.checks) out(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
    if (report.firstFailure) {
      err(`ledger:verify failed: ${report.firstFailure.name} (${report.firstFailure.detail})`);
      return 1;
    }
    out('ledger:verify passed');
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * `distribute-profits [--until <ISO>]`: pays every period due by `until` (default now) on the
 * configured database. A later time would pay early, so it is refused unless NODE_ENV=test.
 */
async function distributeProfitsCommand(): Promise<number> {
  const env = loadEnv();
  const args = process.argv.slice(3);
  const at = args.indexOf('--until');
  const text = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && (!text || Number.isNaN(Date.parse(text)))) {
    err('distribute-profits: --until needs an ISO time, e.g. 2026-01-31T12:00:00Z');
    return 2;
  }
  const now = new Date();
  const until = text ? new Date(text) : now;
  if (until.getTime() > now.getTime() && env.nodeEnv !== 'test') {
    err('distribute-profits: --until later than now is refused outside NODE_ENV=test (it would pay profit early)');
    return 2;
  }
  const { database, deps } = await prepare(env);
  try {
    const report = await distributeProfits(deps, until);
    const total = (report.amountCents / 100).toFixed(2);
    out(`distribute-profits until ${until.toISOString()}: ${report.periodsPaid} periods paid (${total}), ${report.completed} investments completed, ${report.batches} batches`);
    return 0;
  } finally {
    await database.close();
  }
}

const commands: Record<string, () => Promise<number>> = {
  'ledger:verify': ledgerVerify,
  'distribute-profits': distributeProfitsCommand,
  backup: () => backupCommand(process.argv.slice(3)),
  restore: () => restoreCommand(process.argv.slice(3)),
};

async function main(): Promise<number> {
  const name = process.argv[2] ?? '';
  const command = commands[name];
  if (!command) {
    err(`usage: tsx server/cli.ts <command>\ncommands: ${Object.keys(commands).join(', ')}`);
    return 2;
  }
  return command();
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    err(e instanceof EnvError ? e.message : `failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  },
);
