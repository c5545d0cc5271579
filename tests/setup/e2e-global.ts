import { existsSync } from 'node:fs';

/** End-to-end tests need the built client and Debian's Chromium; say so plainly when either is missing. */
export default function setup(): void {
  // DIST_DIR (also read by the server) lets a run use a build of its own.
  if (!existsSync(`${process.env['DIST_DIR'] ?? 'dist'}/index.html`))
    throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does).`);
}

export const CHROMIUM = '/usr/bin/chromium';
