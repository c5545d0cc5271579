import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's architecture rules (.dependency-cruiser.cjs) run exactly as `npm run lint` runs
 * them: on a scratch tree that breaks each rule once, next to imports the rules allow, and on the
 * real tree, which must pass. A rule that stopped firing, or fired on an allowed import, fails here.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = path.join(root, '.dependency-cruiser.cjs');

type Violation = { rule: { name: string }; from: string; to: string };

const scratch: Record<string, string> = {
  'tsconfig.json':
    '{ "compilerOptions": { "module": "nodenext", "allowImportingTsExtensions": true, "noEmit": true } }',
  'server/modules/alpha/alpha.repo.ts': 'export const rows = (): number[] => [];',
  'server/modules/alpha/alpha.internal.ts': 'export const secret = 1;',
  'server/modules/alpha/alpha.service.ts':
    "import { rows } from './alpha.repo.ts';\nimport { secret } from './alpha.internal.ts';\nexport const list = () => [...rows(), secret];",
  // Broken: a route calls its own repo.
  'server/modules/alpha/alpha.routes.ts':
    "import { rows } from './alpha.repo.ts';\nexport const handler = () => rows();",
  'server/modules/ledger/ledger.post.ts': 'export const post = () => 1;',
  'server/modules/ledger/ledger.verify.ts': 'export const verify = () => true;',
  // Allowed: another module's service and a public file.
  'server/modules/beta/beta.service.ts':
    "import { list } from '../alpha/alpha.service.ts';\nimport { post } from '../ledger/ledger.post.ts';\nexport const both = () => [list(), post()];",
  // Allowed: a route calls its service.
  'server/modules/beta/beta.routes.ts':
    "import { both } from './beta.service.ts';\nexport const handler = () => both();",
  // Broken: another module's repo, another module's internals, a ledger file that is not public.
  'server/modules/beta/beta.reads.ts':
    "import { rows } from '../alpha/alpha.repo.ts';\nexport const peek = () => rows();",
  'server/modules/beta/beta.peek.ts':
    "import { secret } from '../alpha/alpha.internal.ts';\nexport const peek = () => secret;",
  'server/modules/beta/beta.audit.ts':
    "import { verify } from '../ledger/ledger.verify.ts';\nexport const check = () => verify();",
  // Broken: lib imports a module.
  'server/lib/helper.ts':
    "import { list } from '../modules/alpha/alpha.service.ts';\nexport const help = () => list();",
  // Broken: a job calls a repo; allowed: a job calls a service.
  'server/jobs/nightly.ts':
    "import { rows } from '../modules/alpha/alpha.repo.ts';\nexport const nightly = () => rows();",
  'server/jobs/daily.ts':
    "import { list } from '../modules/alpha/alpha.service.ts';\nexport const daily = () => list();",
};

async function violations(cwd: string, paths: string[]): Promise<Violation[]> {
  const { stdout } = await run('node', [depcruise, ...paths, '--config', config, '--output-type', 'json'], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('server architecture rules', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'architecture-rules-'));
    for (const [file, text] of Object.entries(scratch)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), `${text}\n`);
    }
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('fires once for each scratch violation, and never on a service, a public file or a job calling a service', {
    timeout: 60_000,
  }, async () => {
    const found = (await violations(dir, ['server'])).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    expect(found).toEqual([
      'server-jobs-call-services: server/jobs/nightly.ts -> server/modules/alpha/alpha.repo.ts',
      'server-lib-imports-no-module: server/lib/helper.ts -> server/modules/alpha/alpha.service.ts',
      'server-modules-meet-through-services: server/modules/beta/beta.audit.ts -> server/modules/ledger/ledger.verify.ts',
      'server-modules-meet-through-services: server/modules/beta/beta.peek.ts -> server/modules/alpha/alpha.internal.ts',
      'server-modules-meet-through-services: server/modules/beta/beta.reads.ts -> server/modules/alpha/alpha.repo.ts',
      'server-routes-call-services: server/modules/alpha/alpha.routes.ts -> server/modules/alpha/alpha.repo.ts',
    ]);
  });

  it('passes on the real tree', { timeout: 120_000 }, async () => {
    expect(await violations(root, ['src', 'server', 'sw'])).toEqual([]);
  });
});
