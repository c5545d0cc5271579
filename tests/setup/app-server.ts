import { ADMIN } from './admin-account.ts';
import { freePort } from './ports.ts';
import { ServerProcess } from './server-process.ts';

/** The admin the e2e server seeds (the harness's one admin account). */
export const E2E_ADMIN = ADMIN;

export type AppServer = ServerProcess;

/**
 * The end-to-end preset of tests/setup/server-process.ts: the real server (API + built client, jobs
 * on, its JWT secret kept in its own data dir unless `extraEnv` gives one) on a fixed free port, so a restart keeps the URL the
 * browser knows. `extraEnv` is applied last.
 */
export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const server = new ServerProcess({
    port,
    appUrl: `http://127.0.0.1:${port}`,
    jwtSecret: extraEnv.JWT_SECRET ?? false,
    jobs: true,
    client: 'built',
    health: '/api/health',
    env: extraEnv,
  });
  await server.start();
  return server;
}

/** Only for bench/lib/app-under-test.ts until it imports tests/setup/http.ts itself. */
export { postJson } from './http.ts';
