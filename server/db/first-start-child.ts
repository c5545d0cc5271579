// The child of first-start.ts: creates and migrates a new embedded database, then exits.
// Arguments: the data folder and the role written into its lock file.
import { preferCommonJs } from '../lib/prefer-commonjs.ts';

preferCommonJs();
const [dataDir, role] = process.argv.slice(2);
const { openDatabase } = await import('./client.ts');
const { DataDirLockedError } = await import('./data-dir-lock.ts');
try {
  const database = await openDatabase({ dataDir, role });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
} catch (err) {
  process.stderr.write(
    err instanceof DataDirLockedError
      ? `${err.message}\n`
      : `failed to create the database: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
}
