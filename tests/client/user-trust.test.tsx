import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../src/contract/notification-shape.ts';
import { makeSummary, makeTransaction, makeUser, makeWallet, fullText } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

// The investor's side: the home screen, received money, KYC routing, notifications.
const walletsOf = (main: number, profit: number) =>
  http.get('*/api/wallet/wallets', () =>
    HttpResponse.json([
      makeWallet({ id: 'w1', type: 'main', name: 'Main Wallet', balance: main }),
      makeWallet({ id: 'w2', type: 'profit', name: 'Profit Wallet', balance: profit }),
    ]),
  );
const transactions = (items: ReturnType<typeof makeTransaction>[]) =>
  http.get('*/api/transactions/user', () => HttpResponse.json(items));
const kycStatus = (status: string) =>
  http.get('*/api/kyc/status', () => HttpResponse.json({ status, reason: null, submittedAt: null }));

describe('home screen', () => {
  it('headlines the total balance and offers the five quick actions and the Portfolio and Market links', async () => {
    server.use(walletsOf(1200.1, 0.2), transactions([makeTransaction({ description: 'Deposit via Bank' })]));
    await renderApp('/user/dashboard', { user: makeUser() });
    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(await within(balances).findByText('1,200.30 USD')).toBeTruthy();
    expect(within(balances).getByText('Total balance')).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Add Money', '/user/deposit'],
      ['Send', '/user/send-money'],
      ['Withdraw', '/user/withdraw'],
      ['Exchange', '/user/wallet-exchange'],
      ['Invest', '/user/schemas'],
    ]);
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(
      within(explore)
        .getByRole('link', { name: /Portfolio/ })
        .getAttribute('href'),
    ).toBe('/user/portfolio');
    expect(
      within(explore)
        .getByRole('link', { name: /Market/ })
        .getAttribute('href'),
    ).toBe('/user/market');
    expect(await screen.findByText('Welcome back, Jane.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });

  it('greets a new investor with first steps instead of eight 0.00 tiles', async () => {
    server.use(walletsOf(0, 0), transactions([]), kycStatus('pending'));
    await renderApp('/user/dashboard', { user: makeUser() });
    const steps = await screen.findByRole('region', { name: 'Get started' });
    expect(
      within(steps)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/user/kyc/pending', '/user/deposit', '/user/schemas']);
    expect(within(steps).getByText('Submitted: we are reviewing it')).toBeTruthy();
    expect(screen.getByText('Welcome, Jane.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
  });
});

describe('transaction titles and amounts', () => {
  it('shows money received as the server titles it and a deposit as what reached the wallet, with the fee', async () => {
    server.use(
      walletsOf(0, 0),
      http.get('*/api/wallet/summary', () => HttpResponse.json({ data: makeSummary() })),
      transactions([
        makeTransaction({ type: 'receive_money', description: 'Received from Priya Raman', amount: 25, net: 25 }),
        makeTransaction({
          type: 'deposit',
          description: 'Deposit via Bank transfer',
          amount: 300,
          charge: 1,
          net: 299,
        }),
      ]),
    );
    await renderApp('/user/transactions', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [received, deposit] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(received as HTMLElement).getByText('Received from Priya Raman')).toBeTruthy();
    expect(within(deposit as HTMLElement).getByText('+299.00 USD')).toBeTruthy();
    expect(within(deposit as HTMLElement).getByText('300.00 USD less fee 1.00 USD')).toBeTruthy();
  });
});

describe('KYC pending page', () => {
  it('sends a user who never submitted KYC to the form instead of saying it is under review', async () => {
    server.use(walletsOf(0, 0), kycStatus('none'));
    const { router } = await renderApp('/user/kyc/pending', { user: makeUser() });
    await waitFor(() => expect(currentPath(router)).toBe('/user/kyc/form'));
    expect(screen.queryByText('Your Kyc is Pending')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Submit Now' })).toBeTruthy();
  });

  it('says what is still missing while Submit Now is disabled', async () => {
    server.use(walletsOf(0, 0), kycStatus('none'));
    const { events } = await renderApp('/user/kyc/form', { user: makeUser() });
    const submit = (await screen.findByRole('button', { name: 'Submit Now' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const why = document.getElementById(submit.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(
      'To submit, still needed: Verification Type, Document Number, Address, City, State, Zip/Postal Code, Country, Upload Document.',
    );
    await events.type(screen.getByLabelText(/^City/), 'Toronto');
    expect(why?.textContent).not.toContain('City');
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).required).toBe(true);
  });
});

/** The deposit log the notification opens, and what the send money page asks of it: no deposits. */
const noDeposits = http.get('*/api/deposits', () => HttpResponse.json({ items: [], nextCursor: null }));

describe('notifications', () => {
  const note = (n: number, isRead: boolean): Notification => ({
    _id: `n${n}`,
    message: `Message ${n}`,
    link: '/user/deposit/logs',
    isRead,
    createdAt: '2026-03-01T10:00:00.000Z',
  });

  it('makes only unread items bold, and opening one from the bell marks it read and lowers the badge', async () => {
    let marked = false;
    server.use(
      walletsOf(0, 0),
      noDeposits,
      http.get('*/api/notifications/unread-count', () => HttpResponse.json({ count: 1 })),
      http.get('*/api/notifications', () =>
        HttpResponse.json({ notifications: [note(2, false), note(1, true)], unreadCount: 1, nextCursor: null }),
      ),
      http.put('*/api/notifications/n2/read', () => {
        marked = true;
        return HttpResponse.json({ message: 'ok', notification: note(2, true), unreadCount: 0 });
      }),
    );
    const { events, router } = await renderApp('/user/dashboard', { user: makeUser() });
    await events.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const unread = (await within(panel).findByText('Message 2')).closest('p');
    const read = within(panel).getByText('Message 1').closest('p');
    expect(unread?.className).toContain('font-semibold');
    expect(read?.className).not.toContain('font-semibold');
    await events.click(within(panel).getAllByRole('link', { name: 'Open' })[0] as HTMLElement);
    await waitFor(() => expect(currentPath(router)).toBe('/user/deposit/logs'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(marked).toBe(true);
  });
});

describe('send money checks and recipient', () => {
  const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet({ id: 'w1', balance: 100 })]));
  const limits = http.get('*/api/send-money/limits', () =>
    HttpResponse.json({
      currency: 'USD',
      min: 5,
      max: 1000,
      dailyLimit: 2000,
      dailyLeft: 2000,
      maxSendable: 97.52,
      chargeFixed: 0.5,
      chargePercent: 2,
    }),
  );
  const quote = http.post('*/api/send-money/calculate-charge', async ({ request }) => {
    const { amount } = (await request.json()) as { amount: number };
    return HttpResponse.json({
      amount,
      charge: 2,
      receive_amount: amount,
      total_debit: amount + 2,
      currency: 'USD',
      second_factor_required: false,
      step_up_required: false,
    });
  });

  it('disables Review with the reason for an amount under the minimum or over the balance, and Max fills what fits', async () => {
    server.use(wallets, limits, quote, noDeposits);
    const { events } = await renderApp('/user/send-money', { user: makeUser() });
    await screen.findByText('Main Wallet (100.00 USD)');
    expect(await screen.findByText('Min 5.00 USD · Max 1,000.00 USD · 2,000.00 USD left today')).toBeTruthy();
    await events.type(screen.getByLabelText(/^Recipient email/), 'priya@example.com');
    const amount = screen.getByLabelText(/^Amount/);
    await events.type(amount, '2');
    const review = screen.getByRole('button', { name: 'Review transfer' }) as HTMLButtonElement;
    expect(review.disabled).toBe(true);
    expect(screen.getByText('Review is disabled: The minimum amount is 5.00 USD.')).toBeTruthy();
    await events.clear(amount);
    await events.type(amount, '99');
    expect(
      screen.getByText(
        'Review is disabled: The amount with its fee (101.48 USD) is more than your Main Wallet balance (100.00 USD).',
      ),
    ).toBeTruthy();
    expect(review.getAttribute('aria-describedby')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Max' }));
    expect((amount as HTMLInputElement).value).toBe('97.52');
    await waitFor(() => expect(review.disabled).toBe(false));
    expect(screen.queryByText(/Review is disabled/)).toBeNull();
  });

  it('shows the masked recipient name before and at confirm, and offers recent recipients', async () => {
    let asked: string | null = null;
    server.use(
      wallets,
      limits,
      quote,
      noDeposits,
      http.get('*/api/send-money/logs', () =>
        HttpResponse.json({
          items: [
            {
              id: 't1',
              reference: 'R1',
              direction: 'sent',
              counterpartyEmail: 'priya@example.com',
              counterpartyName: 'Priya Raman',
              amount: 5,
              charge: 0.6,
              note: '',
              status: 'completed',
              createdAt: '2026-03-01T10:00:00.000Z',
            },
            {
              id: 't2',
              reference: 'R2',
              direction: 'received',
              counterpartyEmail: 'zed@example.com',
              counterpartyName: 'Zed Q',
              amount: 5,
              charge: 0,
              note: '',
              status: 'completed',
              createdAt: '2026-03-01T09:00:00.000Z',
            },
          ],
          nextCursor: null,
        }),
      ),
      http.get('*/api/send-money/recipient', ({ request }) => {
        asked = new URL(request.url).searchParams.get('email');
        return HttpResponse.json({ name: 'Priya R.' });
      }),
    );
    const { events } = await renderApp('/user/send-money', { user: makeUser() });
    const recent = await screen.findByRole('group', { name: 'Recent recipients' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Priya R.priya@example.com']);
    await events.click(within(recent).getByRole('button'));
    expect((screen.getByLabelText(/^Recipient email/) as HTMLInputElement).value).toBe('priya@example.com');
    expect(await screen.findByText('Pays Priya R.', {}, { timeout: 6000 })).toBeTruthy();
    expect(asked).toBe('priya@example.com');
    await events.type(screen.getByLabelText(/^Amount/), '10');
    const preview = screen.getByRole('region', { name: 'Charge preview' });
    await waitFor(() => expect(preview.textContent).toContain('12.00 USD'), {
      timeout: 6000,
      onTimeout: (e) =>
        new Error(
          `${e.message}\npreview: ${preview.textContent}\nform: ${document.querySelector('form')?.textContent}`,
        ),
    });
    await events.click(screen.getByRole('button', { name: 'Review transfer' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm transfer' }, { timeout: 6000 });
    expect(within(confirm).getByText('Priya R.')).toBeTruthy();
    expect(within(confirm).getByText(fullText('priya@example.com'))).toBeTruthy();
  });
});

describe('not found inside the user area', () => {
  it('keeps the app frame around the 404', async () => {
    server.use(walletsOf(0, 0));
    await renderApp('/user/no-such-page', { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/user/dashboard');
  });
});
