import { existsSync, readFileSync, statSync } from 'node:fs';

const SUMMARY = new URL('../../reports/mutation/summary.md', import.meta.url);

/**
 * The mutation score per module of the last `npm run test:mutation` (reports/mutation/summary.md),
 * printed beside the benchmark table so both figures are read together; null when it never ran here.
 */
export function mutationSummary(): string | null {
  if (!existsSync(SUMMARY)) return null;
  const when = statSync(SUMMARY).mtime.toISOString().slice(0, 16).replace('T', ' ');
  return `Mutation score per module (last npm run test:mutation, ${when} UTC):\n\n${readFileSync(SUMMARY, 'utf8').trim()}`;
}
