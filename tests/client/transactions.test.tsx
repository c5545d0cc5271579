import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeTransaction, makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

const noWallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));

describe('all transactions', () => {
  it('filters by type through the URL', async () => {
    const asked: (string | null)[] = [];
    server.use(
      noWallets,
      http.get('*/api/transactions/user', ({ request }) => {
        const type = new URL(request.url).searchParams.get('type');
        asked.push(type);
        return HttpResponse.json([
          makeTransaction({ type: (type ?? 'deposit') as 'deposit', description: `Only ${type ?? 'all'}` }),
        ]);
      }),
    );
    const { router, events } = await renderApp('/user/transactions?type=deposit', { user: makeUser() });
    expect(await screen.findByText('Only deposit')).toBeTruthy();
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('deposit');

    await events.selectOptions(screen.getByLabelText('Type'), 'send_money');
    expect(await screen.findByText('Only send_money')).toBeTruthy();
    expect(router.state.location.search).toEqual({ type: 'send_money' });
    expect(asked).toEqual(['deposit', 'send_money']);

    await events.selectOptions(screen.getByLabelText('Type'), '');
    expect(await screen.findByText('Only all')).toBeTruthy();
    expect(router.state.location.search).toEqual({});
  });

  it('a paid withdrawal reads "Paid", a refused one "Rejected", as in the Withdraw Log; other lines keep their words', async () => {
    server.use(
      noWallets,
      http.get('*/api/transactions/user', () =>
        HttpResponse.json([
          makeTransaction({
            type: 'withdraw',
            direction: 'debit',
            description: 'Paid out withdrawal',
            status: 'completed',
          }),
          makeTransaction({
            type: 'withdraw',
            direction: 'debit',
            description: 'Refused withdrawal',
            status: 'reversed',
          }),
          makeTransaction({
            type: 'exchange',
            direction: 'internal',
            description: 'Some exchange',
            status: 'completed',
          }),
        ]),
      ),
    );
    await renderApp('/user/transactions', { user: makeUser() });
    const row = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;
    expect(within(await row('Paid out withdrawal')).getByText('Paid')).toBeTruthy();
    expect(within(await row('Paid out withdrawal')).queryByText('Completed')).toBeNull();
    expect(within(await row('Refused withdrawal')).getByText('Rejected')).toBeTruthy();
    expect(within(await row('Some exchange')).getByText('Completed')).toBeTruthy();
  });

  it('ignores an unknown type in the URL', async () => {
    server.use(
      noWallets,
      http.get('*/api/transactions/user', ({ request }) => {
        expect(new URL(request.url).searchParams.has('type')).toBe(false);
        return HttpResponse.json([]);
      }),
    );
    await renderApp('/user/transactions?type=bogus', { user: makeUser() });
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
  });

  it('loads the next page with the X-Next-Cursor header, signed and coloured by direction', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      noWallets,
      http.get('*/api/transactions/user', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        if (!cursor) {
          return HttpResponse.json(
            [
              makeTransaction({ description: 'Salary', direction: 'credit', amount: 250 }),
              makeTransaction({
                description: 'To Bob',
                type: 'send_money',
                direction: 'debit',
                amount: 25,
                charge: 0.5,
              }),
            ],
            { headers: { 'X-Next-Cursor': 'cursor-2' } },
          );
        }
        return HttpResponse.json([makeTransaction({ description: 'Old deposit', amount: 5, status: 'pending' })]);
      }),
    );
    const { events } = await renderApp('/user/transactions', { user: makeUser() });
    const credit = await screen.findByText('+250.00 USD');
    expect(credit.className).toContain('text-emerald-700');
    expect(screen.getByText('-25.00 USD').className).toContain('text-red-700');

    await events.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Old deposit')).toBeTruthy();
    expect(cursors).toEqual([null, 'cursor-2']);
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Pending')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('shows the catalogue default when the list fails without a message', async () => {
    server.use(
      noWallets,
      http.get('*/api/transactions/user', () => new HttpResponse(null, { status: 404, headers: offContract() })),
    );
    await renderApp('/user/transactions', { user: makeUser() });
    expect(await screen.findByText('Failed to fetch recent transactions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
