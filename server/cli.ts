import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { EnvError, loadEnv } from './env.ts';
import { createPrivateFiles, DataDirModeError } from './lib/private-files.ts';
import { verifyLedger, type VerifyReport } from './modules/ledger/ledger.verify.ts';
import { prepare } from './bootstrap.ts';
import { distributeProfits, type EngineReport } from './jobs/profit-engine.ts';
import { runDue, type DueReport } from './jobs/run-due.ts';
import { backupCommand, restoreCommand } from './backup-cli.ts';
import { controlJson, controlRequest, viaServer } from './control/control-client.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

function printVerify(report: VerifyReport, where: string): number {
  out(`ledger:verify on ${where}`);
  for (const c of report.checks) out(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  if (report.firstFailure) {
    err(`ledger:verify failed: ${report.firstFailure.name} (${report.firstFailure.detail})`);
    return 1;
  }
  out('ledger:verify passed');
  return 0;
}

/** `ledger:verify`: checks the live database named by DATA_DIR / DATABASE_URL; exit 1 names the first broken invariant. */
async function ledgerVerify(): Promise<number> {
  const env = loadEnv();
  const socket = viaServer(env);
  if (socket)
    return printVerify(
      controlJson<VerifyReport>(await controlRequest(socket, 'POST', '/ledger-verify')),
      `PGlite in ${env.dataDir} (through the running server)`,
    );
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    poolMax: 2,
    role: 'ledger:verify',
    timeouts: env.dbTimeouts,
  });
  try {
    return printVerify(
      await verifyLedger(database.db, { indexes: true }),
      database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.dataDir}`,
    );
  } finally {
    await database.close();
  }
}

const printProfits = (report: EngineReport, until: Date) =>
  out(
    `distribute-profits until ${until.toISOString()}: ${report.periodsPaid} periods paid (${(report.amountCents / 100).toFixed(2)}), ` +
      `${report.completed} investments completed, ${report.batches} batches`,
  );

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
  const socket = viaServer(env);
  if (socket) {
    const report = controlJson<EngineReport>(
      await controlRequest(socket, 'POST', '/distribute-profits', { until: until.toISOString() }),
    );
    printProfits(report, until);
    out('(run by the server that owns the data folder)');
    return 0;
  }
  const { database, deps } = await prepare(env, undefined, 'distribute-profits');
  try {
    printProfits(await distributeProfits(deps, until), until);
    return 0;
  } finally {
    await database.close();
  }
}

/** `--until <ISO>` of a time-driven command: now when left out, a later time only with NODE_ENV=test. */
function untilArg(command: string, nodeEnv: string): Date | number {
  const args = process.argv.slice(3);
  const at = args.indexOf('--until');
  const text = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && (!text || Number.isNaN(Date.parse(text)))) {
    err(`${command}: --until needs an ISO time, e.g. 2026-01-31T12:00:00Z`);
    return 2;
  }
  const now = new Date();
  const until = text ? new Date(text) : now;
  if (until.getTime() > now.getTime() && nodeEnv !== 'test') {
    err(`${command}: --until later than now is refused outside NODE_ENV=test (it would run jobs early)`);
    return 2;
  }
  return until;
}

const printDue = (r: DueReport, until: Date) => {
  out(
    `run-due until ${until.toISOString()}: recurring ${r.recurring.invested} invested, ${r.recurring.skipped} skipped, ` +
      `${r.recurring.paused} plans paused, ${r.recurring.failed} failed`,
  );
  printProfits(r.profits, until);
  out(`alerts: ${r.alerts.maturing} maturing, ${r.alerts.balance} balance, ${r.alerts.price} price`);
};

/**
 * `run-due [--until <ISO>]`: every time-driven job up to `until` (recurring runs, profit periods
 * and maturities, alerts), as the running server's scheduler does; through the server when it owns
 * the data folder.
 */
async function runDueCommand(): Promise<number> {
  const env = loadEnv();
  const until = untilArg('run-due', env.nodeEnv);
  if (typeof until === 'number') return until;
  const socket = viaServer(env);
  if (socket) {
    printDue(
      controlJson<DueReport>(await controlRequest(socket, 'POST', '/run-due', { until: until.toISOString() })),
      until,
    );
    out('(run by the server that owns the data folder)');
    return 0;
  }
  const { database, deps } = await prepare(env, undefined, 'run-due');
  try {
    printDue(await runDue(deps, until), until);
    return 0;
  } finally {
    await database.close();
  }
}

const commands: Record<string, () => Promise<number>> = {
  'run-due': runDueCommand,
  'ledger:verify': ledgerVerify,
  'distribute-profits': distributeProfitsCommand,
  backup: () => backupCommand(process.argv.slice(3)),
  restore: () => restoreCommand(process.argv.slice(3)),
  'uploads:copy-to-s3': async () => (await import('./storage-cli.ts')).copyUploadsToS3(),
};

async function main(): Promise<number> {
  createPrivateFiles();
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
    err(
      e instanceof EnvError || e instanceof DataDirLockedError || e instanceof DataDirModeError
        ? e.message
        : `failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
    );
    process.exit(1);
  },
);
