import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { APPROVAL_DEFAULTS } from '../../src/features/admin-approvals/messages.ts';
import { ONCHAIN_DEFAULTS } from '../../src/features/admin-onchain/messages.ts';
import { DEPOSIT_DEFAULTS } from '../../src/features/deposits/messages.ts';
import { STAFF_DEFAULTS } from '../../src/features/staff/messages.ts';
import { activateLocale, loadAdminCatalog } from '../../src/lib/i18n/i18n.ts';
import { offContract } from './helpers/contract-check.ts';
import { makeUser } from './helpers/fixtures.ts';
import { readCatalog, resetLocale } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/**
 * The features' own call defaults (deposits, on-chain review, staff, approvals) are said in the
 * reader's language when the server sends no message, and in English exactly as before.
 */
afterEach(async () => {
  // The page goes first: a page still open would load its data again in English, after the handlers are gone.
  cleanup();
  await resetLocale();
});

const ENGLISH = {
  deposit: {
    submitDeposit: 'Failed to submit deposit',
    fetchMethods: 'Failed to fetch deposit methods',
    fetchKinds: 'Failed to fetch which deposit methods this server offers',
    calculateCharge: 'Failed to calculate charge',
    fetchDeposits: 'Failed to fetch deposits',
    fetchDeposit: 'Failed to fetch deposit',
    uploadProof: 'Failed to upload proof',
    fetchProof: 'Failed to fetch proof',
    review: 'Failed to update deposit',
    saveMethod: 'Failed to save deposit method',
    deleteMethod: 'Failed to delete deposit method',
    fetchAddress: 'Failed to fetch your deposit address',
    fetchPayments: 'Failed to fetch your payments',
    fetchCardIssues: 'Failed to fetch card refunds and disputes',
    decideCardIssue: 'Failed to update the refund or dispute',
  },
  onchain: {
    fetchPayments: 'Failed to fetch on-chain payments',
    fetchWatchers: 'Failed to fetch the chain watcher status',
    resolve: 'Failed to decide the payment',
    sweep: 'Failed to download the sweep report',
  },
  staff: {
    access: 'Failed to check your admin access',
    list: 'Failed to fetch staff',
    add: 'Failed to add the admin',
    update: 'Failed to change the admin',
  },
  approval: {
    fetch: 'Failed to fetch approval requests',
    decide: 'Failed to decide the approval request',
  },
};

const read = () => ({
  deposit: { ...DEPOSIT_DEFAULTS },
  onchain: { ...ONCHAIN_DEFAULTS },
  staff: { ...STAFF_DEFAULTS },
  approval: { ...APPROVAL_DEFAULTS },
});

const failsWithoutMessage = () => new HttpResponse(null, { status: 400, headers: offContract() });

describe('feature fallback messages in the reader’s language', () => {
  it('keeps every English default as it was and has each one translated in every language', async () => {
    await loadAdminCatalog('en');
    expect(read()).toEqual(ENGLISH);
    for (const locale of ['es', 'fr', 'ru'] as const) {
      const texts = new Set(Object.values(await readCatalog(locale)));
      await loadAdminCatalog(locale);
      await activateLocale(locale);
      const now = read();
      for (const [feature, english] of Object.entries(ENGLISH)) {
        for (const [key, text] of Object.entries(english)) {
          const shown = now[feature as keyof typeof now][key as never] as string;
          expect(texts.has(shown), `${locale} ${feature}.${key}: ${shown}`).toBe(true);
          expect(shown, `${locale} ${feature}.${key}`).not.toBe(text);
        }
      }
    }
  });

  it('tells an investor in Russian that the deposit methods did not load', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/deposits/methods', failsWithoutMessage),
    );
    await activateLocale('ru');
    await renderApp('/user/deposit', { user: makeUser({ language: 'ru' }) });
    expect(await screen.findByText('Не удалось загрузить способы пополнения')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch deposit methods')).toBeNull();
  });

  it('tells an admin in Russian that the admin access could not be checked', async () => {
    server.use(http.get('*/api/admin/access', failsWithoutMessage));
    await activateLocale('ru');
    const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com', language: 'ru' });
    await renderApp('/admin/dashboard', { user: admin });
    expect(await screen.findByText('Не удалось проверить ваш доступ администратора')).toBeTruthy();
    expect(screen.queryByText('Failed to check your admin access')).toBeNull();
  });

  it('tells an admin in Russian that the on-chain payments did not load', async () => {
    server.use(
      http.get('*/api/admin/onchain/watchers', () => HttpResponse.json([])),
      http.get('*/api/admin/onchain/payments', failsWithoutMessage),
    );
    await activateLocale('ru');
    const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com', language: 'ru' });
    await renderApp('/admin/onchain', { user: admin });
    expect(await screen.findByText('Не удалось загрузить платежи из блокчейна')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch on-chain payments')).toBeNull();
  });
});
