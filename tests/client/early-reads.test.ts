import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { del, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_STORES } from '../../src/hydrated-stores.ts';
import { HYDRATED_KEYS, startEarlyReads, takeEarlyRead } from '../../src/lib/early-reads.ts';

// index.html loads this classic script before the app's modules (offline cold start: the database opens while they load).
const earlyScript = readFileSync(join(process.cwd(), 'public', 'early-reads.js'), 'utf8');
const runEarlyScript = (): void => {
  new Function(earlyScript)();
};
const cached = { state: { wallets: [{ currency: 'USD', balance: 123456 }] }, version: 1 };

afterEach(async () => {
  for (const key of HYDRATED_KEYS) takeEarlyRead(key);
  delete window.__earlyReads;
  await del('wallets');
});

describe('early IndexedDB reads', () => {
  it('start for exactly the stores hydrated before the first render', () => {
    expect(HYDRATED_STORES.map((store) => store.persist.getOptions().name)).toEqual([...HYDRATED_KEYS]);
  });

  it('index.html’s script reads the same stores, and the app takes its values instead of reading again', async () => {
    await set('wallets', cached);
    runEarlyScript();
    const values = await window.__earlyReads;
    expect(Object.keys(values ?? {}).sort()).toEqual([...HYDRATED_KEYS].sort());

    // Written after the script read: the first render shows what the script read, not a second read.
    await set('wallets', { ...cached, version: 2 });
    startEarlyReads();
    await expect(takeEarlyRead('wallets')).resolves.toEqual(cached);
    await expect(takeEarlyRead('session')).resolves.toBeUndefined();
  });

  it('the app reads the database itself when the script failed', async () => {
    await set('wallets', cached);
    window.__earlyReads = Promise.reject(new Error('blocked'));
    startEarlyReads();
    await expect(takeEarlyRead('wallets')).resolves.toEqual(cached);
  });

  it('a script arriving after the modules started their own reads does nothing', async () => {
    startEarlyReads();
    expect(window.__earlyReads).toBeNull();
    runEarlyScript();
    expect(window.__earlyReads).toBeNull();
    await takeEarlyRead('wallets');
  });
});

describe('the language catalog loaded beside the entry', () => {
  const LOCALES = { en: ['/assets/en.js'], es: ['/assets/es.js'], fr: ['/assets/fr.js'], ru: ['/assets/ru.js'] };

  /** Runs the script as index.html does (its element carries the build's lists) and names the catalogs it preloads. */
  function preloaded(): string[] {
    const script = document.createElement('script');
    script.dataset.locales = JSON.stringify(LOCALES);
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    try {
      runEarlyScript();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    for (const link of links) link.remove();
    return links.map((link) => link.getAttribute('href') ?? '');
  }

  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is the language the app last showed, else the one picked before sign-in, else the browser’s', () => {
    localStorage.setItem('boot-texts', JSON.stringify({ locale: 'ru', texts: {} }));
    localStorage.setItem('language', 'fr');
    expect(preloaded()).toEqual(['/assets/ru.js']);

    localStorage.removeItem('boot-texts');
    expect(preloaded()).toEqual(['/assets/fr.js']);

    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'es-MX', 'en']);
    expect(preloaded()).toEqual(['/assets/es.js']);

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(preloaded()).toEqual(['/assets/en.js']);
  });
});
