// `npm run lint:openapi`: Redocly's recommended rules (redocly.yaml) on the document the API serves.
// redocly exits non-zero on errors only; this fails on warnings too, so the document stays clean.
import { spawnSync } from 'node:child_process';
import { exportOpenApi } from './openapi-export.ts';

const file = exportOpenApi();
// No usage telemetry and no update check: CI and developers' machines lint offline.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const human = spawnSync('redocly', ['lint', file, '--format=stylish'], { stdio: 'inherit', env });
const json = spawnSync('redocly', ['lint', file, '--format=json'], { encoding: 'utf8', env });
const totals = (JSON.parse(json.stdout || '{}') as { totals?: { errors: number; warnings: number; ignored: number } })
  .totals;
if (!totals) {
  console.error(`openapi lint: no report from redocly (exit ${json.status}): ${json.stderr}`);
  process.exit(1);
}
console.log(
  `openapi lint: ${totals.errors} errors, ${totals.warnings} warnings, ${totals.ignored} accepted exceptions (.redocly.lint-ignore.yaml)`,
);
process.exit(human.status === 0 && totals.errors === 0 && totals.warnings === 0 ? 0 : 1);
