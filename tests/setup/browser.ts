import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from './e2e-global.ts';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A phone-sized context (360 px wide), as investors use the app. */
export async function phoneContext(
  browser: Browser,
  baseURL: string,
  extra: { colorScheme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    colorScheme: extra.colorScheme ?? 'light',
    serviceWorkers: 'allow',
  });
}

/** Waits for a toast whose text contains `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 15_000 });
}
