import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TransferLogItem } from '../../src/contract/transfers.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

function item(overrides: Partial<TransferLogItem>): TransferLogItem {
  return {
    id: 'tr1',
    reference: 'TRX-1',
    direction: 'sent',
    counterpartyEmail: 'bob@example.com',
    counterpartyName: 'Bob Smith',
    amount: 40,
    charge: 0.9,
    note: 'Dinner',
    status: 'completed',
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

describe('send money log', () => {
  it('lists sent and received transfers and loads more with nextCursor', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/send-money/logs', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        if (!cursor) return HttpResponse.json({ items: [item({})], nextCursor: 'next-1' });
        return HttpResponse.json({
          items: [
            item({
              id: 'tr2',
              reference: 'TRX-2',
              direction: 'received',
              counterpartyName: 'Ann',
              counterpartyEmail: 'ann@example.com',
              amount: 12,
              charge: 0,
              note: '',
            }),
          ],
          nextCursor: null,
        });
      }),
    );
    const { events } = await renderApp('/user/send-money/log', { user: makeUser() });
    expect(await screen.findByText('Sent to Bob Smith (bob@example.com)')).toBeTruthy();
    expect(screen.getByText('-40.00 USD')).toBeTruthy();
    expect(screen.getByText('Fee 0.90 USD')).toBeTruthy();
    expect(screen.getByText('“Dinner”')).toBeTruthy();

    await events.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Received from Ann (ann@example.com)')).toBeTruthy();
    expect(screen.getByText('+12.00 USD')).toBeTruthy();
    expect(cursors).toEqual([null, 'next-1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the empty state', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/send-money/logs', () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    await renderApp('/user/send-money/log', { user: makeUser() });
    expect(await screen.findByText('No transfers yet')).toBeTruthy();
  });
});
