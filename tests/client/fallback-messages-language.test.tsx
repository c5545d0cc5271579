import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAdminCatalog } from '../../src/lib/i18n/i18n.ts';
import { DEFAULTS } from '../../src/lib/messages.ts';
import { offContract } from './helpers/contract-check.ts';
import { readCatalog, resetLocale } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/**
 * When the server says nothing the app can show (no body, a proxy's page, no answer at all), the
 * call's own default is said in the reader's language, like every other text on the screen.
 */
afterEach(async () => {
  await resetLocale();
});

async function failLogin() {
  const { events } = await renderApp('/login');
  await events.type(screen.getByLabelText(/Эл. почта/), 'jane@example.com');
  await events.type(screen.getByLabelText(/Пароль/), 'secret-password');
  await events.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('fallback messages in the reader’s language', () => {
  it('says a failed sign-in with no server message in Russian', async () => {
    server.use(http.post('*/api/auth/login', () => new HttpResponse(null, { status: 400, headers: offContract() })));
    await activateLocale('ru');
    await failLogin();
    expect(await screen.findByText('Не удалось войти')).toBeTruthy();
    expect(screen.queryByText('Login failed')).toBeNull();
  });

  it('says a lost connection in Russian', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    await activateLocale('ru');
    await failLogin();
    expect(await screen.findByText('Ошибка сети. Проверьте подключение и попробуйте ещё раз.')).toBeTruthy();
  });

  it('has every call default in every language, the English one exactly as the product catalogue writes it', async () => {
    const english = { ...DEFAULTS };
    expect(english.login).toBe('Login failed');
    expect(english.fetchWallets).toBe('Failed to fetch wallets');
    const en = await readCatalog('en');
    for (const [key, text] of Object.entries(english)) expect(en[`fallback.${key}`]).toBe(text);
    for (const locale of ['es', 'fr', 'ru'] as const) {
      const catalog = await readCatalog(locale);
      // The admin console's defaults (badges, plans) travel with its own chunk.
      await loadAdminCatalog(locale);
      await activateLocale(locale);
      for (const [key, text] of Object.entries(DEFAULTS)) {
        expect(text).toBe(catalog[`fallback.${key}`]);
        expect(text).not.toBe(english[key as keyof typeof DEFAULTS]);
      }
    }
  });
});
