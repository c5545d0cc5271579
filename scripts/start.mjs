// `npm start`: builds the client when dist/ is missing or was built from other sources (always a
// production build, whatever NODE_ENV is), then runs the server (API + client) on Node's own
// TypeScript support. START_BUILD_ONLY=1 stops after the build decision (tests, CI images).
import { spawn } from 'node:child_process';
import { buildClientIfNeeded } from './client-build.mjs';

const build = buildClientIfNeeded(process.cwd());
if (build.failed) process.exit(build.failed);
if (process.env.START_BUILD_ONLY === '1') {
  process.stdout.write(build.built ? `client built (${build.reason})\n` : 'client up to date\n');
  process.exit(0);
}
const server = spawn(process.execPath, ['server/index.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
