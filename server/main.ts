// Starts the server from the environment and stops it on SIGTERM/SIGINT (entry: server/index.ts, then server/boot.mjs).
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { findDbTemplate } from './db/db-template.ts';
import { createEmbeddedDatabase, FirstStartError, isFirstEmbeddedStart } from './db/first-start.ts';
import { SERVER_ROLE } from './lib/server-role.ts';
import { releaseStartupMemory } from './lib/startup-memory.ts';
import { EnvError, loadEnv } from './env.ts';
import { createPrivateFiles, DataDirModeError } from './lib/private-files.ts';

/** Last resort if closing hangs (a stuck job or database): exit non-zero so a supervisor notices. */
const HARD_LIMIT_MS = 30_000;

async function main() {
  // Before anything creates a file (loadEnv may create DATA_DIR and its JWT secret).
  createPrivateFiles();
  const env = loadEnv();
  // A new embedded database is unpacked from the build's template (db/db-template.ts); without a
  // current one, initdb runs in a child process before the server's own code is loaded (db/first-start.ts).
  if (isFirstEmbeddedStart(env.databaseUrl, env.dataDir)) {
    const found = findDbTemplate();
    if (!found.template) {
      process.stdout.write(
        `${JSON.stringify({ level: 'warn', msg: `creating the embedded database with initdb: ${found.reason}`, at: Date.now() })}\n`,
      );
      await createEmbeddedDatabase(env.dataDir, SERVER_ROLE);
    }
  }
  const { startServer } = await import('./bootstrap.ts');
  const running = await startServer(env);
  releaseStartupMemory();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${JSON.stringify({ level: 'info', msg: `${signal} received: draining`, at: Date.now() })}\n`);
    const force = setTimeout(() => {
      process.stderr.write(
        `${JSON.stringify({ level: 'error', msg: `shutdown did not finish in ${HARD_LIMIT_MS} ms; exiting` })}\n`,
      );
      process.exit(1);
    }, HARD_LIMIT_MS);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`shutdown failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  // Expected refusals get their message only; anything else its stack.
  if (err instanceof FirstStartError) process.exit(err.exitCode);
  if (err instanceof EnvError || err instanceof DataDirLockedError || err instanceof DataDirModeError)
    process.stderr.write(`${err.message}\n`);
  else process.stderr.write(`failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
