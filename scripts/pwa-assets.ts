/**
 * Makes the manifest's shortcut icons and screenshots: `npx tsx scripts/pwa-assets.ts` after
 * `npm run build`. Icons are SVGs rendered by Chromium; screenshots are the built app's dashboard
 * (a seeded investor) at 360x780 (narrow) and 1280x800 (wide). Needs /usr/bin/chromium.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { E2E_ADMIN, startAppServer } from '../tests/setup/app-server.ts';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const BLUE = '#1d4ed8';

// White glyphs (24-unit paths) on the app's blue, with the safe margin Android masks need.
const GLYPHS: Record<string, string> = {
  deposit: '<path d="M12 4v12M6 10l6 6 6-6M5 20h14"/>',
  invest: '<path d="M3 17l6-6 4 4 8-8M15 7h6v6"/>',
  send: '<path d="M4 12l16-8-6 16-3-7-7-1z"/>',
};

function iconSvg(glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
    <rect width="96" height="96" rx="20" fill="${BLUE}"/>
    <g transform="translate(24 24) scale(2)" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
  </svg>`;
}

async function makeIcons(browser: Browser): Promise<void> {
  mkdirSync(join(PUBLIC, 'shortcuts'), { recursive: true });
  const page = await browser.newPage({ viewport: { width: 96, height: 96 } });
  for (const [name, glyph] of Object.entries(GLYPHS)) {
    await page.setContent(`<body style="margin:0;background:transparent">${iconSvg(glyph)}</body>`);
    await page
      .locator('svg')
      .screenshot({ path: join(PUBLIC, 'shortcuts', `${name}-96x96.png`), omitBackground: true });
  }
  await page.close();
}

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function makeScreenshots(browser: Browser): Promise<void> {
  mkdirSync(join(PUBLIC, 'screenshots'), { recursive: true });
  const server = await startAppServer();
  try {
    const person = {
      email: 'ada@example.com',
      password: 'correct horse battery',
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
    };
    const ada = await post<{ user: { id: string } }>(server.url, '/api/auth/register', person);
    const admin = await post<{ token: string }>(server.url, '/api/auth/login', E2E_ADMIN);
    // One admin here: four-eyes (on by default above 1,000.00) would hold the opening credit.
    const settings = await fetch(`${server.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fourEyesThreshold: 0 }),
    });
    if (!settings.ok) throw new Error(`settings: ${settings.status} ${await settings.text()}`);
    await post(
      server.url,
      `/api/admin/users/${ada.user.id}/balance`,
      { wallet_type: 'main', amount: 2450.75, type: 'add', reason: 'Opening credit' },
      admin.token,
    );
    await post(
      server.url,
      `/api/admin/users/${ada.user.id}/balance`,
      { wallet_type: 'profit', amount: 312.4, type: 'add', reason: 'Profit' },
      admin.token,
    );
    for (const [name, viewport] of [
      ['dashboard-narrow', { width: 360, height: 780 }],
      ['dashboard-wide', { width: 1280, height: 800 }],
    ] as const) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport,
        colorScheme: 'light',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel(/^Password/).fill(person.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL('**/user/dashboard');
      // A fresh load: no "Logged in" toast over the header.
      await page.reload();
      await page.getByRole('region', { name: 'Balances' }).getByText('2,450.75 USD').waitFor();
      await page
        .getByText(/Loading/)
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await page.screenshot({ path: join(PUBLIC, 'screenshots', `${name}.png`) });
      await context.close();
    }
  } finally {
    await server.stop();
  }
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await makeIcons(browser);
  await makeScreenshots(browser);
  console.log('wrote public/shortcuts/*.png and public/screenshots/*.png');
} finally {
  await browser.close();
}
