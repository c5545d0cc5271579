import { openDatabase } from './db/client.ts';
import { EnvError, loadEnv } from './env.ts';
import { verifyLedger } from './modules/ledger/ledger.verify.ts';

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

const commands: Record<string, () => Promise<number>> = { 'ledger:verify': ledgerVerify };

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
