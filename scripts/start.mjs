// `npm start`: builds the client once if dist/ is missing, then runs the server (API + client).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

if (!existsSync('dist/index.html')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn('tsx', ['server/index.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
