import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { admin, DATA, ISSUES, SHARED } from './helpers/fixtures-admin-money.ts';
import { depositPage, MAIL, withdrawalPage } from './helpers/pages-admin-money.ts';

const readOwn = (root: HTMLElement) => untranslatedText(root, [...DATA, ...SHARED]);

afterEach(async () => {
  // Unmounted first: a screen still shown would load again in English once the language resets.
  cleanup();
  await resetLocale();
  localStorage.clear();
});

/** The admin money screens render no text of their own outside the catalog (the pseudo-locale accents every letter). */
describe('pseudo-locale run of the admin money screens', () => {
  it('the deposit method form, with the on-chain fields', async () => {
    server.use(...depositPage);
    const { events } = await renderApp('/admin/deposits', { user: admin });
    // The shared method list opens the form; its button is another area's text, so it is pressed first.
    await events.click(await screen.findByRole('button', { name: 'Edit USDT (BEP20)' }, { timeout: 3000 }));
    await activatePseudoLocale();
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('form[aria-label]');
      expect(found?.querySelector('input[name="chain_id"]')).not.toBeNull();
      return found as HTMLFormElement;
    });
    await waitFor(() => expect(readOwn(form)).toEqual([]));
    const kind = within(form).getAllByRole('combobox')[0] as HTMLSelectElement;
    await events.selectOptions(kind, 'crypto');
    expect(form.querySelector('input[name="address"]')).not.toBeNull();
    expect(readOwn(form)).toEqual([]);
  });

  it('the card refunds and disputes page', async () => {
    server.use(http.get('*/api/admin/card-payment-issues', () => HttpResponse.json({ items: ISSUES, open: 3 })));
    await activatePseudoLocale();
    await renderApp('/admin/card-payments', { user: admin });
    const list = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('main ul[aria-label]');
        expect(found?.querySelectorAll(':scope > li')).toHaveLength(ISSUES.length);
        return found as HTMLElement;
      },
      { timeout: 3000 },
    );
    expect(readOwn(list.parentElement as HTMLElement)).toEqual([]);
  });

  it('the withdrawal queue, the withdrawal methods and the batch payouts with a new batch', async () => {
    server.use(...withdrawalPage);
    const { events } = await renderApp('/admin/withdrawals', { user: admin });
    await screen.findByRole('heading', { name: 'Batch payouts' }, { timeout: 3000 });
    await screen.findByRole('list', { name: 'Payout batches' });
    await screen.findByText('Bank transfer');
    await screen.findByText(/WDRAAAA00001/);
    await events.click(screen.getByRole('button', { name: 'New payout batch' }));
    await screen.findByRole('form', { name: 'New payout batch' });
    await screen.findByText(/WDREVM · USDT \(BEP20\)/);
    await events.click(screen.getByRole('checkbox'));
    await activatePseudoLocale();
    // The language change reloads the lists: each region is read again until it has settled.
    for (const selector of [
      '[aria-labelledby="payout-batches"]',
      // The queue's table: its filters, search and sort around it are the shared review queue's.
      'section[aria-label] table',
      '[aria-labelledby="withdrawal-methods-title"] table',
    ])
      await waitFor(() => {
        const region = document.querySelector<HTMLElement>(selector);
        expect(region).not.toBeNull();
        expect(readOwn(region as HTMLElement)).toEqual([]);
      });
  });

  it('the mail outbox and its resend confirmation', async () => {
    server.use(http.get('*/api/admin/mail', () => HttpResponse.json({ items: MAIL, nextCursor: null })));
    await activatePseudoLocale();
    const { events } = await renderApp('/admin/mail', { user: admin });
    const list = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('main ul[aria-label]');
        expect(found?.querySelectorAll(':scope > li')).toHaveLength(MAIL.length);
        return found as HTMLElement;
      },
      { timeout: 3000 },
    );
    const region = list.parentElement?.parentElement as HTMLElement;
    expect(readOwn(region)).toEqual([]);
    await events.click(within(list).getAllByRole('button')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(untranslatedText(within(dialog).getByRole('heading'), DATA)).toEqual([]);
    for (const term of dialog.querySelectorAll<HTMLElement>('dt')) expect(untranslatedText(term, DATA)).toEqual([]);
  });
});

describe('the admin money screens in Russian', () => {
  it('batch payouts has a Russian heading', async () => {
    server.use(...withdrawalPage);
    await activateLocale('ru');
    await renderApp('/admin/withdrawals', { user: { ...admin, language: 'ru' } });
    expect(await screen.findByRole('heading', { name: 'Пакетные выплаты' }, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Пакеты выплат' })).toBeTruthy();
  });
});
