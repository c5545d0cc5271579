import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render } from '@testing-library/react';
import { del, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { WalletOverview } from '../../src/features/wallets/components/wallet-overview.tsx';
import { LanguageProvider } from '../../src/lib/i18n/language-provider.tsx';
import { activateLocale, translate } from '../../src/lib/i18n/i18n.ts';
import { saveBootTexts, useSaveBootTexts } from '../../src/lib/i18n/boot-texts.ts';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { HYDRATED_KEYS, takeEarlyRead } from '../../src/lib/early-reads.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';

// index.html's classic script: on the dashboard it paints the cached balances before the app runs.
const earlyScript = readFileSync(join(process.cwd(), 'public', 'early-reads.js'), 'utf8');
const user = makeUser();
const wallets = [
  makeWallet({ balance: 1234567.8 }),
  makeWallet({ id: 'w-profit', name: 'Profit Wallet', type: 'profit', balance: 20.05 }),
];

/** What the app saved when it last showed `locale` (src/lib/i18n/boot-texts.ts). */
async function shown(locale: 'en' | 'ru') {
  await activateLocale(locale);
  saveBootTexts(locale, translate);
}

async function boot(path: string, session: { token: string; user: unknown } | null, ownerId = user.id) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  await (session ? set('session', { state: session, version: 1 }) : del('session'));
  await set('wallets', { state: { wallets, fetchedAt: Date.now(), ownerId }, version: 1 });
  new Function(earlyScript)();
  await window.__earlyReads;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return document.getElementById('root') as HTMLElement;
}

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
  document.documentElement.lang = 'en';
  for (const key of HYDRATED_KEYS) takeEarlyRead(key);
  delete window.__earlyReads;
  await del('session');
  await del('wallets');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** Tag, classes and text of every element, for comparing two drawings of the same section. */
const shape = (el: Element): string[] =>
  [el, ...el.querySelectorAll('*')].map(
    (n) => `${n.tagName} ${n.getAttribute('class')} ${n.children.length ? '' : n.textContent}`,
  );

/** The app's own Balances section from the same cached wallets: the same elements, classes and words. */
function expectSameAsApp(painted: Element | null) {
  useWalletStore.setState({ wallets, fetchedAt: Date.now(), ownerId: user.id, loading: false, error: null });
  const { container } = render(
    <LanguageProvider>
      <WalletOverview />
    </LanguageProvider>,
  );
  const app = container.querySelector('[aria-labelledby="balances-title"]');
  if (!painted || !app) throw new Error('no Balances section');
  expect(shape(painted)).toEqual(shape(app));
}

describe('the boot script’s first frame of the dashboard', () => {
  it('draws the cached balances as the app’s first frame draws them', async () => {
    await shown('en');
    const root = await boot('/user/dashboard', { token: 'jwt', user });
    const painted = root.querySelector('[aria-labelledby="balances-title"]');
    expect(painted?.textContent).toContain('1,234,587.85 USD');
    expect(root.querySelector('[data-boot-paint]')?.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelector('h1')?.textContent).toBe('Dashboard');

    expectSameAsApp(painted);
  });

  it('draws them in the investor’s language, with its number format, as the app does', async () => {
    await shown('ru');
    const root = await boot('/user/dashboard', { token: 'jwt', user: { ...user, language: 'ru' } });
    const painted = root.querySelector('[aria-labelledby="balances-title"]');
    expect(painted?.textContent).toContain('1\u00a0234\u00a0587,85 USD');
    expect(root.querySelector('h1')?.textContent).toBe('Главная');
    expect(document.documentElement.lang).toBe('ru');
    expectSameAsApp(painted);
  });

  it('are saved by the dashboard in each language it shows, and follow a switch', async () => {
    function Saver() {
      useSaveBootTexts();
      return null;
    }
    await activateLocale('ru');
    render(
      <LanguageProvider>
        <Saver />
      </LanguageProvider>,
    );
    const saved = () => JSON.parse(localStorage.getItem('boot-texts') ?? 'null');
    expect(saved()).toMatchObject({ locale: 'ru', texts: { title: 'Главная', total: expect.any(String) } });
    await act(() => activateLocale('fr'));
    expect(saved()).toMatchObject({ locale: 'fr', texts: { main: 'Portefeuille principal' } });
  });

  it('paints no frame in another language than the one the app will start in', async () => {
    // English words saved, a Russian account: the app starts in Russian, so the script waits for it.
    await shown('en');
    expect((await boot('/user/dashboard', { token: 'jwt', user: { ...user, language: 'ru' } })).childElementCount).toBe(
      0,
    );
    delete window.__earlyReads;
    // Nothing saved yet (the app never ran here): no words, no frame.
    localStorage.clear();
    expect((await boot('/user/dashboard', { token: 'jwt', user })).childElementCount).toBe(0);
  });

  it('paints nothing for another page, a signed-out app, another user’s cache or a support view', async () => {
    await shown('en');
    expect((await boot('/user/transactions', { token: 'jwt', user })).childElementCount).toBe(0);
    delete window.__earlyReads;
    expect((await boot('/user/dashboard', null)).childElementCount).toBe(0);
    delete window.__earlyReads;
    expect((await boot('/user/dashboard', { token: 'jwt', user }, 'someone-else')).childElementCount).toBe(0);
    delete window.__earlyReads;
    expect((await boot('/user/dashboard', { token: 'sv_support', user })).childElementCount).toBe(0);
  });

  it('leaves a page the app has already drawn alone', async () => {
    await shown('en');
    window.history.replaceState(null, '', '/user/dashboard');
    document.body.innerHTML = '<div id="root"><p>app</p></div>';
    await set('session', { state: { token: 'jwt', user }, version: 1 });
    await set('wallets', { state: { wallets, fetchedAt: Date.now(), ownerId: user.id }, version: 1 });
    new Function(earlyScript)();
    await window.__earlyReads;
    expect(document.getElementById('root')?.innerHTML).toBe('<p>app</p>');
  });
});
