import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Statement, YearlySummary } from '../../src/contract/statements.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const pageDefaults = [
  http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
  http.get('*/api/transactions/user', () => HttpResponse.json([])),
];

const statement = (overrides: Partial<Statement> = {}): Statement => ({
  platform: 'WalletInvest',
  holder: { name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' },
  wallet: { type: 'profit', name: 'Profit Wallet', currency: 'USD' },
  period: {
    from: '2026-03-01',
    to: '2026-03-31',
    start: '2026-03-01T00:00:00.000Z',
    end: '2026-04-01T00:00:00.000Z',
    timeZone: 'UTC',
    label: 'March 2026',
  },
  openingBalance: 100,
  closingBalance: 1148.5,
  totals: { in: 1100, out: 50, fees: 1.5, movements: 2 },
  movements: [],
  generatedAt: '2026-04-02T10:00:00.000Z',
  ...overrides,
});

const yearly: YearlySummary = {
  platform: 'WalletInvest',
  holder: { name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' },
  currency: 'USD',
  timeZone: 'UTC',
  years: [
    {
      year: 2026,
      deposits: 1200,
      withdrawals: 300,
      profitEarned: 45.25,
      referralIncome: 12,
      bonuses: 0,
      feesPaid: 9.5,
    },
  ],
};

/** Captures what the page saves (jsdom has no object URLs). */
function captureSaves() {
  const saved: Array<{ name: string; size: number }> = [];
  let last: Blob | undefined;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => ((last = blob), 'blob:x'),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: last?.size ?? -1 });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function openStatements() {
  const app = await renderApp('/user/transactions', { user: makeUser() });
  await app.events.click(await screen.findByRole('button', { name: 'Statements' }));
  return { ...app, panel: await screen.findByRole('region', { name: 'Account statement' }) };
}

describe('statements on All Transactions', () => {
  it('shows a month of the chosen wallet and downloads its PDF with progress', async () => {
    const asked: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      ...pageDefaults,
      http.get('*/api/statements/yearly', () => HttpResponse.json(yearly)),
      http.get('*/api/statements', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          statement({
            movements: [
              {
                transactionId: 't1',
                reference: 'TRXAAAA1',
                date: '2026-03-04T09:30:00.000Z',
                type: 'profit',
                description: 'Profit from Gold plan',
                in: 1100,
                out: 0,
                fee: 0,
                balance: 1200,
              },
              {
                transactionId: 't2',
                reference: 'TRXAAAA2',
                date: '2026-03-20T18:05:00.000Z',
                type: 'exchange',
                description: 'Exchange from Profit Wallet to Main Wallet',
                in: 0,
                out: 50,
                fee: 1.5,
                balance: 1148.5,
              },
            ],
          }),
        );
      }),
      http.get('*/api/statements.pdf', ({ request }) => {
        asked.push(`pdf ${new URL(request.url).search}`);
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            // ky reports a chunk when the next one arrives: 400 bytes are counted once the 100 come.
            controller.enqueue(new Uint8Array(400).fill(37));
            controller.enqueue(new Uint8Array(100).fill(37));
            await held;
            controller.enqueue(new Uint8Array(500).fill(37));
            controller.close();
          },
        });
        return new HttpResponse(body, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Length': '1000',
            'Content-Disposition': 'attachment; filename="statement-profit-2026-03.pdf"',
          },
        });
      }),
    );
    const saved = captureSaves();
    const { events, panel } = await openStatements();
    await events.selectOptions(within(panel).getByLabelText('Wallet'), 'profit');
    const month = within(panel).getByLabelText('Month');
    await events.clear(month);
    await events.type(month, '2026-03');
    await events.click(within(panel).getByRole('button', { name: 'Show figures' }));
    const summary = await within(panel).findByRole('region', { name: 'Statement summary' });
    expect(within(summary).getByText('100.00 USD')).toBeTruthy();
    expect(within(summary).getByText('1,148.50 USD')).toBeTruthy();
    expect(within(summary).getByText('1.50 USD')).toBeTruthy();
    const lines = within(summary).getByRole('list', { name: 'Statement movements' });
    expect(within(lines).getByText('Profit from Gold plan')).toBeTruthy();
    expect(within(lines).getByText('-50.00 USD')).toBeTruthy();
    expect(within(lines).getByText('Fee 1.50 USD')).toBeTruthy();
    expect(within(lines).getByText('Balance 1,148.50 USD')).toBeTruthy();
    expect(asked[0]).toBe('?wallet=profit&month=2026-03');

    await events.click(within(panel).getByRole('button', { name: 'Download PDF' }));
    // The server holds the rest of the file: the download shows as under way (msw in jsdom
    // delivers the body at once at the end, so the byte count itself is seen in a browser only).
    expect(await within(panel).findByText(/^(Preparing PDF\.\.\.|Downloading PDF\.\.\. \d+%)$/)).toBeTruthy();
    expect(within(panel).getByRole('progressbar', { name: 'PDF download' })).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(saved).toEqual([{ name: 'statement-profit-2026-03.pdf', size: 1000 }]));
    expect(within(panel).queryByText(/Downloading/)).toBeNull();
    expect(asked[1]).toBe('pdf ?wallet=profit&month=2026-03');
  });

  it('says why a download failed and retries it', async () => {
    let fail = true;
    server.use(
      ...pageDefaults,
      http.get('*/api/statements/yearly', () => HttpResponse.json(yearly)),
      http.get('*/api/statements.csv', () =>
        fail
          ? HttpResponse.json(
              { message: 'The service is temporarily unavailable', code: 'SERVICE_UNAVAILABLE' },
              { status: 503 },
            )
          : new HttpResponse('Platform,WalletInvest\r\n', {
              headers: {
                'Content-Type': 'text/csv',
                'Content-Disposition': 'attachment; filename="statement-main-2026-03.csv"',
              },
            }),
      ),
    );
    const saved = captureSaves();
    const { events, panel } = await openStatements();
    await events.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('The service is temporarily unavailable');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['statement-main-2026-03.csv']));
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('checks a custom range before asking, and shows the yearly summary', async () => {
    server.use(
      ...pageDefaults,
      http.get('*/api/statements/yearly', () => HttpResponse.json(yearly)),
    );
    const { events, panel } = await openStatements();
    await events.selectOptions(within(panel).getByLabelText('Period'), 'range');
    const from = within(panel).getByLabelText('From');
    const to = within(panel).getByLabelText('To');
    await events.clear(from);
    await events.type(from, '2026-03-10');
    await events.clear(to);
    await events.type(to, '2026-03-01');
    expect(await within(panel).findByText(/The last day must be on or after the first day/)).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(panel).getByRole('button', { name: 'Show figures' }) as HTMLButtonElement).disabled).toBe(true);

    const year = await screen.findByRole('region', { name: 'Yearly summary' });
    expect(await within(year).findAllByText('1,200.00 USD')).not.toHaveLength(0);
    expect(within(year).getAllByText('45.25 USD')).not.toHaveLength(0);
    expect(within(year).getAllByText('9.50 USD')).not.toHaveLength(0);
  });
});
