import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { launchBrowser } from '../setup/browser.ts';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the API reference at /api/docs', () => {
  it('renders the OpenAPI document under the site CSP, with no request leaving the site', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    const started: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'info') started.push(m.text());
      if (m.type() === 'error') problems.push(m.text().slice(0, 200));
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('requestfailed', (r) => foreign.push(`failed: ${r.url()}`));
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) foreign.push(r.url());
    });

    // Redoc is 2.3 MB of script: on a busy CI machine its 'load' event once took over 30 s, so
    // the navigation is awaited to its answer and the page's states below each get their own wait.
    const answer = await page.goto('/api/docs', { waitUntil: 'commit' });
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The page is prerendered; Redoc's script (a file, allowed by script-src 'self') announces itself as it hydrates it.
    await page
      .getByRole('heading', { name: /Wallet & investment platform API/ })
      .first()
      .waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.evaluate(() => document.body.innerText), { timeout: 60_000 })
      .toContain('/api/auth/login');
    await expect.poll(() => started.some((t) => t.includes('Redoc')), { timeout: 60_000 }).toBe(true);
    await page.waitForLoadState('load', { timeout: 60_000 });
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
