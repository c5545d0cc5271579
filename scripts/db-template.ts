// Part of `npm run build`: makes build/db-template/, a fresh migrated embedded database that a first
// start unpacks instead of running initdb on the server (server/db/db-template.ts).
import { openDatabase } from '../server/db/client.ts';
import { currentTemplateKey, findDbTemplate, TEMPLATE_DIR, writeDbTemplate } from '../server/db/db-template.ts';

const started = Date.now();
if (findDbTemplate().template && process.env.DB_TEMPLATE_FORCE !== '1') {
  process.stdout.write(`database template up to date (${TEMPLATE_DIR})\n`);
} else {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    if (!database.pglite) throw new Error('expected the embedded database');
    const dump = await database.pglite.dumpDataDir('gzip');
    const tarball = new Uint8Array(await dump.arrayBuffer());
    writeDbTemplate(tarball, currentTemplateKey());
    process.stdout.write(
      `database template written: ${(tarball.length / 1024).toFixed(0)} KB in ${Date.now() - started} ms (${TEMPLATE_DIR})\n`,
    );
  } finally {
    await database.close();
  }
}
