import { enrolAdminTwoFactor } from '../../tests/setup/admin-two-factor.ts';
import { postJson, startAppServer, type AppServer } from '../../tests/setup/app-server.ts';

export const BENCH_PERSON = { email: 'bench@example.com', password: 'correct horse battery', username: 'benchuser', firstName: 'Bench', lastName: 'Investor', phone: '+1 555 0100', country: 'Canada' };
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The real server (production mode) serving the build in `distDir`, with one investor holding some money. */
export async function startAppUnderTest(distDir: string): Promise<AppServer> {
  const server = await startAppServer({
    NODE_ENV: 'production',
    ADMIN_TWO_FACTOR: 'required',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DIST_DIR: distDir,
    DISABLE_JOBS: '1',
    // Production refuses a push contact at localhost (Apple's push service rejects it).
    VAPID_SUBJECT: 'mailto:ops@example.com',
  });
  const post = <T>(path: string, body: unknown, token?: string): Promise<T> => postJson<T>(server.url, path, body, token);
  const user = await post<{ user: { id: string } }>('/api/auth/register', BENCH_PERSON);
  const admin = await post<{ token: string }>('/api/auth/login', { email: 'admin@example.com', password: 'admin-password-1' });
  // Production requires two-factor of admins (ADMIN_TWO_FACTOR): the first sign-in sets it up.
  await enrolAdminTwoFactor(server.url, admin.token);
  // One admin here: four-eyes (on by default above 1,000.00) would hold the credit for a second one.
  const settings = await fetch(`${server.url}/api/admin/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fourEyesThreshold: 0 }),
  });
  if (!settings.ok) throw new Error(`settings: ${settings.status} ${await settings.text()}`);
  await post(`/api/admin/users/${user.user.id}/balance`, { wallet_type: 'main', amount: 1234.56, type: 'add', reason: 'Benchmark credit' }, admin.token);
  return server;
}
