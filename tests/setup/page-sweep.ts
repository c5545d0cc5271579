import type { Browser, BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN } from './app-server.ts';
import { PASSWORD, person, type Session } from './pwa-e2e.ts';
import { callOk, postJson } from './http.ts';

/**
 * What the layout sweep (tests/e2e/layout-sweep.test.ts) and `npm run screenshots` share: one
 * investor with data on every page, the list of pages, the sizes and themes, and how a page is
 * opened and left to settle before it is measured or photographed.
 */

export const SWEEP_SIZES = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'large-tablet', width: 1024, height: 1366 },
] as const;
export type SweepSize = (typeof SWEEP_SIZES)[number];
export const SWEEP_THEMES = ['light', 'dark'] as const;
export type SweepTheme = (typeof SWEEP_THEMES)[number];

/** A real 1x1 PNG, so the server's byte sniffing takes it as an image. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type SweepData = { userId: string; depositId: string; ticketId: string };
export type SweepPage = { role: 'guest' | 'user' | 'admin'; path: string; name: string };

const apiGet = <T>(base: string, path: string, token: string): Promise<T> => callOk<T>(base, 'GET', path, { token });

/**
 * Seeds an investor with money, an approved and a pending deposit, an investment, a ticket and a
 * pending withdrawal, so tables and lists have rows (an empty page cannot overflow).
 */
export async function seedSweepData(base: string, username = 'sweeper'): Promise<SweepData> {
  const user = await postJson<Session>(base, '/api/auth/register', {
    ...person(username),
    firstName: 'Alexandrina',
    lastName: 'Montgomery-Whitfield',
  });
  const admin = await postJson<Session>(base, '/api/auth/login', {
    email: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
  });
  // Settings are admin control work: the session steps up first (server/lib/admin-control.ts).
  await postJson(base, '/api/step-up', { password: E2E_ADMIN.password }, admin.token);
  // Withdrawal protection off while the seed moves money; back to its defaults at the end (see below).
  const settings = async (patch: Record<string, number>) => {
    await callOk(base, 'PUT', '/api/admin/settings', { token: admin.token, body: patch });
  };
  await settings({ withdrawalCoolingOffHours: 0, fourEyesThreshold: 0 });
  await postJson(
    base,
    `/api/admin/users/${user.user.id}/balance`,
    { wallet_type: 'main', amount: 4999, type: 'add', reason: 'Opening balance for the sweep' },
    admin.token,
  );

  const methods = await apiGet<Array<{ id: string }>>(base, '/api/deposits/methods', user.token);
  const depositOf = async (amount: string, proof = false) => {
    const form = new FormData();
    form.set('method_id', methods[0]?.id ?? '');
    form.set('amount', amount);
    if (proof) form.set('proof', new Blob([PNG_1X1], { type: 'image/png' }), 'receipt.png');
    return (await callOk<{ deposit: { id: string } }>(base, 'POST', '/api/deposits', { token: user.token, form }, 201))
      .deposit.id;
  };
  const approvedId = await depositOf('300');
  await postJson(base, `/api/admin/deposits/${approvedId}/approve`, {}, admin.token);
  const depositId = await depositOf('1250.50', true);

  const schemas = await apiGet<{ schemas: Array<{ id: string; amountType: string; minAmount: number }> }>(
    base,
    '/api/schemas',
    user.token,
  );
  // The smallest amount a plan takes (a fixed plan's minimum is its amount), so the seed does not depend on the seeded plans' order.
  const schema = schemas.schemas.find((s) => s.amountType === 'range') ?? schemas.schemas[0];
  if (schema)
    await postJson(
      base,
      '/api/investments',
      { schema_id: schema.id, amount: schema.minAmount, wallet_type: 'main' },
      user.token,
    );

  const ticket = await postJson<{ ticket: { id: string } }>(
    base,
    '/api/tickets',
    { subject: 'Where is my deposit?', priority: 'high', message: 'I paid yesterday by bank transfer.' },
    user.token,
  );

  const wMethods = await apiGet<Array<{ id: string; fields: Array<{ key: string }> }>>(
    base,
    '/api/withdrawals/methods',
    user.token,
  );
  const wMethod = wMethods[0];
  if (wMethod) {
    const details = Object.fromEntries(wMethod.fields.map((f) => [f.key, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE']));
    // Payout accounts need this session's step-up (server/modules/step-up).
    await postJson(base, '/api/step-up', { password: person(username).password }, user.token);
    const account = await postJson<{ id?: string; account?: { id: string } }>(
      base,
      '/api/withdrawal-accounts',
      { method_id: wMethod.id, name: 'My TRON wallet', details },
      user.token,
    );
    const accountId = account.account?.id ?? account.id ?? '';
    await postJson(base, '/api/withdrawals', { account_id: accountId, amount: 150 }, user.token);
  }
  // The defaults again: a second account still cooling off ("Usable from"), and a balance change waiting on /admin/approvals.
  await settings({ withdrawalCoolingOffHours: 24, fourEyesThreshold: 1000 });
  if (wMethod) {
    const details = Object.fromEntries(wMethod.fields.map((f) => [f.key, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE']));
    await postJson(
      base,
      '/api/withdrawal-accounts',
      { method_id: wMethod.id, name: 'New TRON wallet', details },
      user.token,
    );
  }
  await postJson(
    base,
    `/api/admin/users/${user.user.id}/balance`,
    { wallet_type: 'profit', amount: 1500, type: 'add', reason: 'Bonus waiting for a second admin' },
    admin.token,
  );
  // A published proof of liabilities, so the public page and "Verify my balance" show a snapshot (it needs the admin's step-up).
  await postJson(base, '/api/step-up', { password: E2E_ADMIN.password }, admin.token);
  await callOk(base, 'POST', '/api/admin/proof-of-liabilities', { token: admin.token }, 201);
  return { userId: user.user.id, depositId, ticketId: ticket.ticket.id };
}

export function sweepPages(data: SweepData): SweepPage[] {
  const guest = ['/login', '/register', '/forgot-password', '/admin/login', '/proof-of-liabilities'];
  const user = [
    '/user/dashboard',
    '/user/deposit',
    `/user/deposit/${data.depositId}`,
    '/user/deposit/logs',
    '/user/wallet-exchange',
    '/user/send-money',
    '/user/send-money/log',
    '/user/transactions',
    '/user/schemas',
    '/user/invest-now',
    '/user/schema-logs',
    '/user/recurring',
    '/user/alerts',
    '/user/portfolio',
    '/user/market',
    '/user/withdraw',
    '/user/withdraw/log',
    '/user/withdrawal-accounts',
    '/user/add-withdrawal-account',
    '/user/ranking-badge',
    '/user/referral',
    '/user/kyc/form',
    '/user/settings',
    '/user/security',
    '/user/change-password',
    '/user/support-tickets',
    `/user/support-tickets/${data.ticketId}`,
    '/user/notifications',
    '/user/verify-balance',
    '/user/no-such-page',
  ];
  const admin = [
    '/admin/dashboard',
    '/admin/users',
    `/admin/users/${data.userId}`,
    '/admin/kyc-review',
    '/admin/deposits',
    '/admin/investments',
    '/admin/transactions',
    '/admin/tickets',
    '/admin/withdrawals',
    '/admin/approvals',
    '/admin/notifications',
    '/admin/settings',
    '/admin/audit',
    '/admin/mail',
    '/admin/templates',
    '/admin/staff',
    '/admin/reports',
    '/admin/proof-of-liabilities',
  ];
  const named = (role: SweepPage['role']) => (path: string) => ({
    role,
    path,
    name: path
      .replace(/^\//, '')
      .replace(/[/$]/g, '-')
      .replace(/-[0-9a-f]{8}-[0-9a-f-]{27}/, '-id'),
  });
  return [...guest.map(named('guest')), ...user.map(named('user')), ...admin.map(named('admin'))];
}

/** One context per role, signed in once; the theme is switched through the app's stored choice. */
export async function sweepContexts(
  browser: Browser,
  baseURL: string,
  username = 'sweeper',
): Promise<Record<SweepPage['role'], Page>> {
  const open = async (): Promise<{ context: BrowserContext; page: Page }> => {
    // No service worker: its update prompt and precache traffic would only add noise to every page.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 780 },
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    return { context, page: await context.newPage() };
  };
  const [guest, user, admin] = await Promise.all([open(), open(), open()]);
  await user.page.goto('/login');
  await user.page.getByLabel('Email').fill(`${username}@example.com`);
  await user.page.getByLabel(/^Password/).fill(PASSWORD);
  await user.page.getByRole('button', { name: 'Log in', exact: true }).click();
  await user.page.waitForURL('**/user/dashboard');
  await admin.page.goto('/admin/login');
  await admin.page.getByLabel('Email').fill(E2E_ADMIN.email);
  await admin.page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await admin.page.getByRole('button', { name: 'Log in as administrator' }).click();
  await admin.page.waitForURL('**/admin/dashboard');
  return { guest: guest.page, user: user.page, admin: admin.page };
}

/** Sets size and theme, opens the page and waits until nothing says it is loading. */
export async function openSwept(
  page: Page,
  path: string,
  size: Pick<SweepSize, 'width' | 'height'>,
  theme: SweepTheme,
): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  if (page.url() === 'about:blank') await page.goto(path);
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.goto(path);
  await page.locator('main, h1').first().waitFor({ timeout: 15_000 });
  await page
    .waitForFunction(
      () =>
        !/Loading|Verifying/.test(
          Array.from(document.querySelectorAll('[role="status"]'), (e) => e.textContent ?? '').join(' '),
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // Fonts loaded, then two frames: charts and late lists have laid out (a condition, not a clock).
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/** Pages with something open: the notification dropdown, a toast, an investor's and an admin's confirmation. */
export type SweepState = { role: 'user' | 'admin'; path: string; name: string; open: (page: Page) => Promise<boolean> };

export const sweepStates = (data: SweepData): SweepState[] => [
  {
    role: 'admin',
    path: '/admin/dashboard',
    name: 'admin-menu-open',
    // Only phones have the menu button; elsewhere the sidebar is always there.
    open: async (page) => {
      const button = page.getByRole('button', { name: 'Open menu' });
      if (await button.isVisible()) await button.click();
      return page
        .getByRole('navigation', { name: 'Admin sidebar' })
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
    },
  },
  {
    role: 'user',
    path: '/user/dashboard',
    name: 'user-dashboard-notifications-open',
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      return page
        .getByRole('button', { name: /^Notifications/, expanded: true })
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
    },
  },
  {
    role: 'user',
    path: '/user/wallet-exchange',
    name: 'user-wallet-exchange-confirm',
    open: async (page) => {
      await page.getByLabel('Amount').fill('10');
      await page.getByRole('button', { name: 'Review exchange' }).click();
      return page
        .getByRole('button', { name: 'Confirm exchange' })
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
    },
  },
  {
    role: 'admin',
    path: '/admin/deposits',
    name: 'admin-deposits-confirm-approve',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Approve deposit/ })
        .first()
        .click();
      return page
        .getByRole('dialog')
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
    },
  },
  {
    role: 'admin',
    path: '/admin/withdrawals',
    name: 'admin-withdrawals-confirm-bulk',
    open: async (page) => {
      await page.getByRole('checkbox', { name: /^Select all/ }).check();
      await page.getByRole('button', { name: /^Mark paid selected/ }).click();
      return page
        .getByRole('dialog')
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
    },
  },
  {
    role: 'admin',
    path: `/admin/users/${data.userId}`,
    name: 'admin-user-confirm-balance',
    open: async (page) => {
      const form = page.getByRole('form', { name: 'Change balance' });
      await form.getByLabel(/^Amount/).fill('10');
      await form.getByLabel(/^Reason/).fill('Sweep check');
      await form.getByRole('button', { name: 'Apply change' }).click();
      return page
        .getByRole('dialog')
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
    },
  },
  {
    role: 'user',
    path: '/user/referral',
    name: 'user-referral-toast',
    // A toast on screen: its Dismiss button is a touch target like any other.
    open: async (page) => {
      await page.getByRole('button', { name: 'Copy code' }).click();
      return page
        .getByRole('button', { name: 'Dismiss notification' })
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
    },
  },
  {
    role: 'user',
    path: '/user/transactions',
    name: 'user-transactions-statements-open',
    // The Statements control open, with a statement's figures and the yearly summary shown.
    open: async (page) => {
      await page.getByRole('button', { name: 'Statements', exact: true }).click();
      // This month, where the seeded movements are, so the list of movements is on screen too.
      await page.getByLabel('Month').fill(new Date().toISOString().slice(0, 7));
      await page.getByRole('button', { name: 'Show figures' }).click();
      return page
        .getByRole('region', { name: 'Statement summary' })
        .waitFor({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
    },
  },
];
