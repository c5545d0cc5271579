import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { enrolAdminTwoFactor } from '../../tests/setup/admin-two-factor.ts';
import { postJson, startAppServer, type AppServer } from '../../tests/setup/app-server.ts';

export const BENCH_PERSON = {
  email: 'bench@example.com',
  password: 'correct horse battery',
  username: 'benchuser',
  firstName: 'Bench',
  lastName: 'Investor',
  phone: '+1 555 0100',
  country: 'Canada',
};
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The browser the client benches drive: Chromium's headless shell where Debian's
 * chromium-headless-shell is installed (the same engine and version without the desktop browser's
 * own UI), else Debian's chromium; CHROME_PATH picks another. Chromium 156 draws its toolbar and
 * omnibox popup as WebUI pages in a renderer of their own; started with each browser, they took
 * about as much CPU as the page under test on a 2-core machine (an installed PWA has no toolbar).
 * docs/decisions/0065-bench-browser-headless-shell.md has the figures.
 */
export const CHROMIUM = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browsers the client figures are printed for: the one above (its figures meet the targets)
 * and, when that is the headless shell, Debian's chromium beside it (same engine with the desktop
 * browser's own UI processes: what a user's desktop browser adds). BENCH_SECOND_BROWSER=0 skips it.
 */
export const CLIENT_BROWSERS: string[] = [
  CHROMIUM,
  ...(CHROMIUM !== DEBIAN_CHROMIUM && existsSync(DEBIAN_CHROMIUM) && process.env.BENCH_SECOND_BROWSER !== '0'
    ? [DEBIAN_CHROMIUM]
    : []),
];

const isShell = (path: string) => path.endsWith('headless-shell');
/** "headless shell" or "Debian's chromium": the label a client row carries. */
export const browserLabel = (path: string): string =>
  isShell(path) ? 'headless shell' : path === DEBIAN_CHROMIUM ? "Debian's chromium" : path;

/** "Chromium 156.0.8078.108 (…/chromium-headless-shell)": printed beside the client figures. */
export function browserNote(path = CHROMIUM): string {
  let version = 'version unknown';
  try {
    version = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim().split('\n')[0] ?? version;
  } catch {
    // Some builds print nothing for --version; the path still says which browser ran.
  }
  return `browser: ${version} (${path})`;
}

// The headless shell is headless by itself; the full browser needs the flag.
export const chromeFlags = (path: string): string[] => [
  ...(isShell(path) ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
  const post = <T>(path: string, body: unknown, token?: string): Promise<T> =>
    postJson<T>(server.url, path, body, token);
  const user = await post<{ user: { id: string } }>('/api/auth/register', BENCH_PERSON);
  const admin = await post<{ token: string }>('/api/auth/login', {
    email: 'admin@example.com',
    password: 'admin-password-1',
  });
  // Production requires two-factor of admins (ADMIN_TWO_FACTOR): the first sign-in sets it up.
  await enrolAdminTwoFactor(server.url, admin.token);
  // One admin here: four-eyes (on by default above 1,000.00) would hold the credit for a second one.
  const settings = await fetch(`${server.url}/api/admin/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fourEyesThreshold: 0 }),
  });
  if (!settings.ok) throw new Error(`settings: ${settings.status} ${await settings.text()}`);
  await post(
    `/api/admin/users/${user.user.id}/balance`,
    { wallet_type: 'main', amount: 1234.56, type: 'add', reason: 'Benchmark credit' },
    admin.token,
  );
  return server;
}
