import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/contract/auth.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const noWallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));
// Data, not text: the app's name, the user's names and the language names (each written in itself).
const DATA = ['WalletInvest', 'jane', 'Jane', 'English', 'Español', 'Français', 'Русский'];

afterEach(async () => {
  await resetLocale();
  localStorage.clear();
});

/** The pages moved to the catalogs render no text of their own outside it (the pseudo-locale accents every letter). */
describe('pseudo-locale run', () => {
  it('the page-not-found pages, outside and inside the user area', async () => {
    server.use(noWallets);
    await activatePseudoLocale();
    const outside = await renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1 });
    expect(untranslatedText(outside.view.container, DATA)).toEqual([]);
    outside.view.unmount();
    const inside = await renderApp('/user/no-such-page', { user: makeUser() });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    expect(untranslatedText(main, DATA)).toEqual([]);
    inside.view.unmount();
  });

  it('the login page', async () => {
    await activatePseudoLocale();
    const { view } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(untranslatedText(view.container, DATA)).toEqual([]);
  });

  it('the user shell (header, sidebar, bottom bar) and the dashboard greeting, actions and first steps', async () => {
    server.use(
      noWallets,
      http.get('*/api/transactions/user', () => HttpResponse.json([])),
    );
    await activatePseudoLocale();
    const { view } = await renderApp('/user/dashboard', { user: makeUser() });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(view.container.querySelector('[aria-labelledby="first-steps-title"]')).not.toBeNull());
    const translated = [
      ...view.container.querySelectorAll('header, nav'),
      view.container.querySelector('h1')?.parentElement,
      view.container.querySelector('[aria-labelledby="first-steps-title"]'),
    ].filter((el): el is HTMLElement => el instanceof HTMLElement);
    expect(translated.length).toBeGreaterThan(4);
    for (const element of translated) expect(untranslatedText(element, DATA)).toEqual([]);
  });
});

describe('language picker', () => {
  it('names each language in itself, switches without a reload and saves the choice to the account', async () => {
    const saved: unknown[] = [];
    server.use(
      noWallets,
      http.put('*/api/auth/profile', async ({ request }) => {
        const body = (await request.json()) as { language: User['language'] };
        saved.push(body);
        return HttpResponse.json({ user: makeUser({ language: body.language }) });
      }),
    );
    const { events } = await renderApp('/user/dashboard', { user: makeUser() });
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toBeTruthy();

    await events.click(screen.getByRole('button', { name: 'English, language' }));
    const names = screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('lang')]);
    expect(names).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['Français', 'fr'],
      ['Русский', 'ru'],
    ]);
    await events.click(screen.getByRole('menuitem', { name: 'Русский' }));

    const russian = await screen.findByRole('navigation', { name: 'Боковая панель' });
    expect(within(russian).getByRole('link', { name: 'Главная' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Русский, язык' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
    await waitFor(() => expect(saved).toEqual([{ language: 'ru' }]));
    await waitFor(() => expect(useSessionStore.getState().user?.language).toBe('ru'));
    expect(localStorage.getItem('language')).toBe('ru');

    await events.click(screen.getByRole('button', { name: 'Русский, язык' }));
    await events.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Sidebar' })).toBeTruthy();
    await waitFor(() => expect(saved).toEqual([{ language: 'ru' }, { language: 'en' }]));
  });

  it('an admin picks a language in the console header, and the account keeps it', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('*/api/admin/dashboard', () =>
        HttpResponse.json({ message: 'Not allowed', code: 'FORBIDDEN' }, { status: 403 }),
      ),
      http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.put('*/api/auth/profile', async ({ request }) => {
        const body = (await request.json()) as { language: User['language'] };
        saved.push(body);
        return HttpResponse.json({ user: makeUser({ role: 'admin', language: body.language }) });
      }),
    );
    const { events, view } = await renderApp('/admin/dashboard', { user: makeUser({ role: 'admin' }) });
    await screen.findByRole('navigation', { name: 'Admin sidebar' });
    await events.click(screen.getByRole('button', { name: 'English, language' }));
    await events.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('navigation', { name: 'Barre latérale d’administration' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    await waitFor(() => expect(saved).toEqual([{ language: 'fr' }]));
    // The language change reloads the dashboard once (its error text is in the new language): done here.
    view.unmount();
  });

  it("starts in the account's language on another device", async () => {
    server.use(noWallets);
    await renderApp('/user/dashboard', { user: makeUser({ language: 'fr' }) });
    expect(await screen.findByRole('navigation', { name: 'Barre latérale' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tableau de bord' })).toBeTruthy();
  });

  it("before sign-in follows the browser's language", async () => {
    const { initialLocale } = await import('../../src/lib/i18n/i18n.ts');
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['es-MX', 'en'] });
    try {
      expect(initialLocale(undefined)).toBe('es');
      localStorage.setItem('language', 'ru');
      expect(initialLocale(undefined)).toBe('ru');
      expect(initialLocale('fr')).toBe('fr');
    } finally {
      Reflect.deleteProperty(navigator, 'languages');
      if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
    }
  });
});
