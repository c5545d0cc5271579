import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/contract/auth.ts';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { makeUser } from './helpers/fixtures.ts';
import { resetLocale } from './helpers/i18n.ts';
import { dashboardHandlers } from './helpers/fixtures-admin.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/**
 * The admin console's messages are a chunk of their own per language: the investor app never
 * fetches it, the console loads it before its first page, and a language switch there loads the
 * new language's before the page changes, so no message id ever shows.
 */
const fetched = vi.hoisted(() => [] as string[]);
vi.mock('../../src/i18n/catalogs/ru-admin.ts', async (original) => {
  fetched.push('ru');
  return original();
});
vi.mock('../../src/i18n/catalogs/fr-admin.ts', async (original) => {
  fetched.push('fr');
  return original();
});

const noWallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));
const MESSAGE_ID = /\b(admin|adminMoney|templates)\.[a-z]+[A-Za-z.]*\b/;

afterEach(async () => {
  await resetLocale();
  localStorage.clear();
});

describe('the admin console’s messages', () => {
  it('an investor reads the app in Russian, support views included, and never fetches the console’s messages', async () => {
    server.use(noWallets);
    await activateLocale('ru');
    const { router } = await renderApp('/user/dashboard', { user: makeUser({ language: 'ru' }) });
    const sidebar = await screen.findByRole('navigation', { name: 'Боковая панель' });
    expect(within(sidebar).getByRole('link', { name: 'Главная' })).toBeTruthy();
    await router.navigate({ to: '/user/security' });
    // Support's views of the account: an investor page whose messages used to sit with the admin console's.
    expect(await screen.findByRole('heading', { name: 'Просмотры поддержкой' }, { timeout: 8000 })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(MESSAGE_ID);
    expect(fetched).toEqual([]);
  });

  it('the console loads them before its first page, and again with the language picked there', async () => {
    const saved: unknown[] = [];
    server.use(
      ...dashboardHandlers,
      http.put('*/api/auth/profile', async ({ request }) => {
        const body = (await request.json()) as { language: User['language'] };
        saved.push(body);
        return HttpResponse.json({ user: makeUser({ role: 'admin', language: body.language }) });
      }),
    );
    await activateLocale('ru');
    const { events } = await renderApp('/admin/dashboard', { user: makeUser({ role: 'admin', language: 'ru' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Панель администратора' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(fetched).toEqual(['ru']);

    // Every text the page shows while the language changes: French arrives whole, never as ids.
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await events.click(screen.getByRole('button', { name: 'Русский, язык' }));
    await events.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord administrateur' }, { timeout: 8000 }),
    ).toBeTruthy();
    observer.disconnect();
    expect(fetched).toEqual(['ru', 'fr']);
    expect(shown.filter((text) => MESSAGE_ID.test(text))).toEqual([]);
  });
});
